/** The part of a match row that code 100 index data pushes, numbered by the match's own `seq`. */
export interface MatchDeltaLike {
  match_id: number;
  seq: number;
}

export type ApplyResult = 'applied' | 'stale' | 'gap' | 'unknown';

/**
 * Applies one pushed change to the row of its match. Every change of a match adds one to that
 * match's sequence number: a number at or below the row's is already shown (`stale`); the next one
 * is applied; a jump means a change was missed (`gap`), and the caller reloads the list (the
 * snapshot) rather than show a wrong score. A match not in the list is `unknown` (another day, filter).
 */
export function applyDelta<Row extends MatchDeltaLike>(
  rows: readonly Row[],
  delta: Partial<Row> & MatchDeltaLike,
): { rows: readonly Row[]; result: ApplyResult } {
  const index = rows.findIndex((row) => row.match_id === delta.match_id);
  if (index === -1) return { rows, result: 'unknown' };
  const row = rows[index];
  if (delta.seq <= row.seq) return { rows, result: 'stale' };
  if (delta.seq > row.seq + 1) return { rows, result: 'gap' };
  const next = [...rows];
  next[index] = { ...row, ...delta };
  return { rows: next, result: 'applied' };
}

/**
 * A reloaded list with every row it holds at an older number than the one shown replaced by the
 * shown one: a reload can answer from a copy kept a moment earlier (the edge keeps public lists a
 * second) after a push already moved the row on, and must not take the score back.
 */
export function keepNewerRows<Row extends MatchDeltaLike>(
  shown: readonly Row[] | undefined,
  reloaded: readonly Row[],
): Row[] {
  const held = new Map((shown ?? []).map((row) => [row.match_id, row]));
  return reloaded.map((row) => {
    const current = held.get(row.match_id);
    return current && current.seq > row.seq ? current : row;
  });
}
