import { Client } from 'pg';

/** What the load had acknowledged when the stack was checked. */
export interface Acknowledged {
  /** Gift request keys as stored (`<user>:<key>`), by room. */
  gifts: readonly string[];
  paidMessages: readonly string[];
  /** Chat line ids of the room's group. */
  lines: readonly string[];
  /** The load's senders: every diamond they spent went to one of the acknowledged requests. */
  senderIds: readonly number[];
  groupId: string;
}

/** What one listening page received. */
export interface Received {
  lines: ReadonlyMap<string, number>;
  /** Chat lines it read back from history (a push of one of those later is no duplicate). */
  filledIds: ReadonlySet<string>;
  gifts: ReadonlyMap<number, number>;
}

/** Counts since the start of the run; a fault's own figures are the difference with the previous check. */
export interface Tally {
  /** Acknowledged, then missing from the database (gifts, paid messages, chat lines, their transfers). */
  lost: number;
  /** Stored twice, stored without being acknowledged, or charged twice. */
  duplicated: number;
  /** Acknowledged chat lines and stored gifts a listening page never got, live or from history. */
  undelivered: number;
  /** Pushes a page got twice. */
  redelivered: number;
  /** What is wrong with the ledger, if anything (empty: every invariant holds). */
  ledger: string[];
  /** Examples of what was lost, duplicated or undelivered so far, to start looking from. */
  notes: string[];
}

/**
 * The suite's verdict on the stores after a fault: every acknowledged request exists exactly once
 * with its money, nothing exists that was not acknowledged, the ledger's invariants hold, and every
 * listener has every line and gift event.
 */
export async function check(databaseUrl: string, acked: Acknowledged, listeners: readonly Received[]): Promise<Tally> {
  const db = new Client({ connectionString: databaseUrl });
  await db.connect();
  try {
    const gifts = await db.query<{ id: number; request_key: string; transfer_id: string | null; found: boolean }>(
      `SELECT g.id, g.request_key, g.transfer_id, t.id IS NOT NULL AS found
         FROM gifts.gift_sends g LEFT JOIN wallet.transfers t ON t.id::text = g.transfer_id
        WHERE g.user_id = ANY($1)`,
      [acked.senderIds],
    );
    const paid = await db.query<{ request_key: string; transfer_id: string | null; found: boolean }>(
      `SELECT p.request_key, p.transfer_id, t.id IS NOT NULL AS found
         FROM gifts.paid_messages p LEFT JOIN wallet.transfers t ON t.id::text = p.transfer_id
        WHERE p.user_id = ANY($1)`,
      [acked.senderIds],
    );
    const lines = await db.query<{ id: string; client_id: string }>(
      `SELECT id::text, client_id FROM realtime.im_group_messages WHERE group_id = $1 AND sender_id = ANY($2)`,
      [acked.groupId, acked.senderIds.map(String)],
    );
    const tally: Tally = { lost: 0, duplicated: 0, undelivered: 0, redelivered: 0, ledger: [], notes: [] };
    const stored = (
      rows: { request_key: string; transfer_id: string | null; found: boolean }[],
      keys: readonly string[],
    ) => {
      const byKey = new Map(rows.map((row) => [row.request_key, row]));
      const wanted = new Set(keys);
      const lost = keys.filter((key) => !byKey.get(key)?.found);
      const unacknowledged = rows.filter((row) => !wanted.has(row.request_key));
      tally.lost += lost.length;
      tally.duplicated += unacknowledged.length;
      if (lost.length) tally.notes.push(`acknowledged, not stored with a transfer: ${lost.slice(0, 3).join(', ')}`);
      if (unacknowledged.length)
        tally.notes.push(
          `stored, never acknowledged: ${unacknowledged
            .slice(0, 3)
            .map((row) => `${row.request_key} (transfer ${row.transfer_id})`)
            .join(', ')}`,
        );
    };
    stored(gifts.rows, acked.gifts);
    stored(paid.rows, acked.paidMessages);
    const lineIds = new Set(lines.rows.map((row) => row.id));
    tally.lost += acked.lines.filter((id) => !lineIds.has(id)).length;
    tally.duplicated += lines.rows.length - new Set(acked.lines).size;

    // Charged once: what left each sender's diamonds is what their stored requests cost.
    const charged = await db.query<{ spent: string; cost: string }>(
      `SELECT COALESCE((SELECT SUM(t.amount) FROM wallet.transfers t JOIN wallet.accounts a ON a.id = t.from_account_id
                         WHERE a.user_id = ANY($1) AND a.kind = 'diamond'), 0)::text AS spent,
              (COALESCE((SELECT SUM(diamonds) FROM gifts.gift_sends WHERE user_id = ANY($1)), 0)
             + COALESCE((SELECT SUM(diamonds) FROM gifts.paid_messages WHERE user_id = ANY($1)), 0))::text AS cost`,
      [acked.senderIds],
    );
    if (charged.rows[0].spent !== charged.rows[0].cost) {
      tally.duplicated += 1;
      tally.ledger.push(
        `the senders paid ${charged.rows[0].spent} diamonds for requests costing ${charged.rows[0].cost}`,
      );
    }
    tally.ledger.push(...(await ledgerProblems(db)));

    const ackedGifts = new Set(acked.gifts);
    const giftIds = gifts.rows.filter((row) => ackedGifts.has(row.request_key)).map((row) => row.id);
    for (const listener of listeners) {
      const missedLines = acked.lines.filter((id) => !listener.lines.has(id));
      const missedGifts = giftIds.filter((id) => !listener.gifts.has(id));
      tally.undelivered += missedLines.length + missedGifts.length;
      if (missedLines.length) tally.notes.push(`lines never received: ${missedLines.slice(0, 3).join(', ')}`);
      if (missedGifts.length)
        tally.notes.push(`gift events never received: sends ${missedGifts.slice(0, 3).join(', ')}`);
      tally.redelivered += [...listener.lines].filter(([id, times]) => times > 1 && !listener.filledIds.has(id)).length;
      tally.redelivered += [...listener.gifts.values()].filter((times) => times > 1).length;
    }
    return tally;
  } finally {
    await db.end();
  }
}

/** Double entry: each currency sums to zero, every balance is its transfers, no user is below zero. */
async function ledgerProblems(db: Client): Promise<string[]> {
  const problems: string[] = [];
  const sums = await db.query<{ currency: string; sum: string }>(
    `SELECT currency::text, SUM(balance)::text AS sum FROM wallet.accounts GROUP BY currency`,
  );
  for (const row of sums.rows) if (Number(row.sum) !== 0) problems.push(`${row.currency} sums to ${row.sum}`);
  const drift = await db.query<{ id: number }>(
    `SELECT a.id FROM wallet.accounts a
      WHERE a.balance <> COALESCE((SELECT SUM(amount) FROM wallet.transfers WHERE to_account_id = a.id), 0)
                      - COALESCE((SELECT SUM(amount) FROM wallet.transfers WHERE from_account_id = a.id), 0)`,
  );
  if (drift.rowCount) problems.push(`${drift.rowCount} account(s) differ from their transfers`);
  const negative = await db.query(`SELECT 1 FROM wallet.accounts WHERE user_id IS NOT NULL AND balance < 0`);
  if (negative.rowCount) problems.push(`${negative.rowCount} user account(s) below zero`);
  return problems;
}
