import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { liveRoomGroupId } from '@arena/protocol';
import { BUILT_SERVICES, type ServiceName } from '@arena/shared';
import { ArenaApi } from '../demo/audience/arena-api';
import { check, Tally } from './checks';
import { FaultStack, sleep } from './fault-stack';
import { Encoder } from './encoder';
import { Fault, FaultContext, FAULTS, SHORT_FAULTS } from './faults';
import { PaidDanmakuSender, ChatSender, Failures, GiftSender, LoadUser, RoomListener } from './steady-load';

/**
 * `npm run test:faults` (every fault) and `npm run test:faults -- --short` (the form `npm test` runs):
 * the product on a stack of its own, under steady gifts, paid danmaku and chat with pages listening,
 * takes one fault at a time; after each, the load pauses and the stores are checked. It prints a table
 * and exits non-zero when anything was lost, duplicated or undelivered, the ledger is off, or a fault
 * was not healed within RECOVERY_LIMIT_MS.
 */
/** The short form's stack: the money path and the sockets. The full run starts every service. */
const SHORT_SERVICES: ServiceName[] = ['account', 'wallet', 'live', 'gifts', 'realtime', 'edge'];
const RECOVERY_LIMIT_MS = 60_000;
/** Load between faults, so each fault lands on a stack in its stride. */
const STEADY_MS = 3000;
/** After the load pauses: pushes under way reach the pages. */
const SETTLE_MS = 2000;
const SENDER_DIAMONDS = '10000000';

interface Row {
  fault: string;
  recoveredMs: number | undefined;
  failed: number;
  tally: Tally;
}

async function main(): Promise<void> {
  const short = process.argv.includes('--short');
  const faults = short ? SHORT_FAULTS : FAULTS;
  console.log(`Fault suite (${short ? 'short' : 'full'}): starting its own stack…`);
  const stack = await FaultStack.start(short ? SHORT_SERVICES : BUILT_SERVICES);
  const stopping = () => void stack.close().then(() => process.exit(1));
  process.on('SIGINT', stopping);
  process.on('SIGTERM', stopping);
  try {
    const rows = await runFaults(stack, faults);
    print(rows);
    report(rows);
    const failed = rows.filter(failedRow);
    if (failed.length) {
      console.log(`\n${failed.length} fault(s) not healed cleanly. Supervisor log:\n${stack.events.join('\n')}`);
      process.exitCode = 1;
    }
  } finally {
    await stack.close();
  }
}

async function runFaults(stack: FaultStack, faults: readonly Fault[]): Promise<Row[]> {
  const edge = stack.url('edge');
  const api = new ArenaApi(edge);
  const { DEMO_AUDIENCE, SEEDED_STREAMERS } = await import('@arena/account');
  const { loadConfig } = await import('@arena/shared');
  const { mobile, password } = loadConfig().admin;
  const admin = (await api.call<{ token: string }>('POST', 'user/login', { mobile, password })).token;
  const users: LoadUser[] = [];
  for (const account of DEMO_AUDIENCE.slice(0, 8)) {
    const { token } = await api.call<{ token: string }>('POST', 'user/login', {
      mobile: account.mobile,
      password: account.password,
    });
    const info = await api.call<{ id: number; userSig: string }>('GET', 'Member/info', {}, token);
    users.push({ id: info.id, token, userSig: info.userSig });
  }
  const [room] = (
    await api.call<{ list: { id: number; anchor_id: number }[] }>('GET', 'Live/getRoomList', { type: 0, limit: 50 })
  ).list.filter((candidate) => !users.some((user) => user.id === candidate.anchor_id));
  const gifts = await api.call<{ id: number; diamonds: number }[]>('POST', 'Gift/getList');
  const cheapest = gifts.reduce((a, b) => (b.diamonds < a.diamonds ? b : a));
  const [style] = await api.call<{ id: number }[]>('POST', 'Barrage/getList');
  const senders = users.slice(0, 6);
  for (const user of senders) {
    await api.call(
      'POST',
      'admin/wallet/adjustments',
      { user_id: user.id, kind: 'diamond', direction: 'credit', amount: SENDER_DIAMONDS, reason: 'fault suite' },
      admin,
    );
  }

  const failures = new Failures();
  const giftSenders = senders.slice(0, 4).map((user) => new GiftSender(api, user, room.id, cheapest.id, failures, 100));
  const paidDanmakuSenders = senders
    .slice(4, 6)
    .map((user) => new PaidDanmakuSender(api, user, room.id, style.id, failures, 500));
  const chatSenders = senders.slice(0, 3).map((user) => new ChatSender(edge, user, room.id, failures, 300));
  const clients = [...giftSenders, ...paidDanmakuSenders, ...chatSenders];
  const listeners = users.slice(6, 7).map((user) => new RoomListener(edge, user, room.id));
  await Promise.all(listeners.map((listener) => listener.start()));
  const context: FaultContext = { api, user: users[7] };
  let encoder: Encoder | undefined;
  if (stack.services.includes('media')) {
    // A streamer on the air through the whole run (another room than the load's).
    let token = '';
    for (const account of SEEDED_STREAMERS.filter((candidate) => !candidate.countryCode)) {
      ({ token } = await api.call<{ token: string }>('POST', 'user/login', {
        mobile: account.mobile,
        password: account.password,
      }));
      if ((await api.call<{ id: number }>('GET', 'Member/info', {}, token)).id !== room.anchor_id) break;
    }
    const key = await api.call<{ stream_key: string; room_id: number }>('POST', 'stream-keys', {}, token);
    encoder = new Encoder(stack.rtmpPort, key.stream_key);
    encoder.start();
    context.pushedRoomId = key.room_id;
  }

  const tallies = async () =>
    check(
      stack.databaseUrl,
      {
        gifts: giftSenders.flatMap((client) => client.acked),
        paidMessages: paidDanmakuSenders.flatMap((client) => client.acked),
        lines: chatSenders.flatMap((client) => client.acked),
        senderIds: senders.map((user) => user.id),
        groupId: liveRoomGroupId(room.id),
      },
      listeners,
    );
  const rows: Row[] = [];
  let before: Tally = { lost: 0, duplicated: 0, undelivered: 0, redelivered: 0, ledger: [], notes: [] };
  try {
    for (const fault of faults) {
      clients.forEach((client) => client.start());
      await sleep(STEADY_MS);
      const faultAt = Date.now();
      process.stdout.write(`- ${fault.name}… `);
      await fault.inject(stack, context);
      const recoveredAt = await recovery(
        stack,
        clients,
        faultAt,
        () => fault.healed?.(stack, context) ?? Promise.resolve(true),
      );
      await Promise.race([Promise.all(clients.map((client) => client.stop())), sleep(RECOVERY_LIMIT_MS)]);
      await sleep(SETTLE_MS);
      const after = await tallies();
      const extra = fault.verify ? await fault.verify(stack) : { lost: 0, duplicated: 0 };
      const tally: Tally = {
        lost: after.lost - before.lost + extra.lost,
        duplicated: after.duplicated - before.duplicated + extra.duplicated,
        undelivered: after.undelivered - before.undelivered,
        redelivered: after.redelivered - before.redelivered,
        ledger: after.ledger,
        notes: after.notes.filter((note) => !before.notes.includes(note)),
      };
      before = after;
      const row = {
        fault: fault.name,
        recoveredMs: recoveredAt && recoveredAt - faultAt,
        failed: failures.between(faultAt, recoveredAt ?? Date.now()),
        tally,
      };
      rows.push(row);
      const reconnects = listeners
        .map(
          (listener) =>
            `chat ${listener.reconnects.recovered} recovered, ${listener.reconnects.fresh} fresh; live ${listener.liveReconnects.recovered} recovered, ${listener.liveReconnects.fresh} fresh`,
        )
        .join('; ');
      console.log(
        failedRow(row)
          ? `NOT clean (${[...tally.ledger, ...tally.notes].join('; ')}; listener reconnects: ${reconnects})`
          : 'ok',
      );
    }
  } finally {
    chatSenders.forEach((client) => client.close());
    listeners.forEach((listener) => listener.stop());
    await encoder?.stop();
  }
  return rows;
}

/** The first moment every process is ready, every load client had a request acknowledged since the fault and the fault's own condition holds. */
async function recovery(
  stack: FaultStack,
  clients: readonly { lastAckAt: number }[],
  faultAt: number,
  healed: () => Promise<boolean>,
): Promise<number | undefined> {
  const deadline = faultAt + RECOVERY_LIMIT_MS;
  while (Date.now() < deadline) {
    if (clients.every((client) => client.lastAckAt > faultAt)) {
      if ((await stack.allReady()) && (await healed())) return Date.now();
    }
    await sleep(100);
  }
  return undefined;
}

const failedRow = (row: Row) =>
  row.recoveredMs === undefined ||
  row.tally.lost + row.tally.duplicated + row.tally.undelivered > 0 ||
  row.tally.ledger.length > 0;

/**
 * FAULTS_REPORT (`npm test` sets it): the faults as test counts, with what went wrong in each that
 * failed, so the run's summary (all a CI log may keep) says why.
 */
function report(rows: readonly Row[]): void {
  const failed = rows.filter(failedRow).map((row) => ({
    fault: row.fault,
    why: [
      row.recoveredMs === undefined ? `not back within ${RECOVERY_LIMIT_MS / 1000} s` : '',
      ...(['lost', 'duplicated', 'undelivered'] as const).map((kind) =>
        row.tally[kind] ? `${row.tally[kind]} ${kind}` : '',
      ),
      ...row.tally.ledger,
      ...row.tally.notes,
    ]
      .filter(Boolean)
      .join('; '),
  }));
  writeReport({ passed: rows.length - failed.length, failed });
}

function writeReport({ passed, failed }: { passed: number; failed: { fault: string; why: string }[] }): void {
  const file = process.env.FAULTS_REPORT;
  if (!file) return;
  mkdirSync(path.dirname(file), { recursive: true });
  writeFileSync(file, JSON.stringify({ numPassedTests: passed, numFailedTests: failed.length, failed }));
}

function print(rows: readonly Row[]): void {
  const table = rows.map((row) => ({
    fault: row.fault,
    'back in':
      row.recoveredMs === undefined
        ? `not within ${RECOVERY_LIMIT_MS / 1000} s`
        : `${(row.recoveredMs / 1000).toFixed(1)} s`,
    'requests failed': row.failed,
    lost: row.tally.lost,
    duplicated: row.tally.duplicated,
    'not delivered': row.tally.undelivered,
    'delivered twice': row.tally.redelivered,
    ledger: row.tally.ledger.join('; ') || 'balanced',
  }));
  console.log();
  console.table(table);
}

void main().catch((error: unknown) => {
  console.error(error);
  // The suite itself broke (the stack did not start, a call it needs failed): that is the reason to report.
  writeReport({
    passed: 0,
    failed: [{ fault: 'the suite', why: String((error as Error)?.stack ?? error).slice(0, 400) }],
  });
  process.exit(1);
});
