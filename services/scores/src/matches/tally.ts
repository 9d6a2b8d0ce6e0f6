/** A match's score, cards and corners as its events add up (corrections recompute from here). */
export interface Tally {
  homeScore: number;
  awayScore: number;
  homeHalfScore: number;
  awayHalfScore: number;
  homeRed: number;
  awayRed: number;
  homeYellow: number;
  awayYellow: number;
  homeCorner: number;
  awayCorner: number;
}

export interface TalliedEvent {
  type: string;
  side: string | null;
  minute: number;
  points?: number;
}

/** Own goals count for the other side; basketball `points` carry their value; the half-time score is the score at the first period change. */
export function tally(
  events: readonly (TalliedEvent & { seq: number })[],
  firstPeriodEnd: number,
): Tally & { scoreOf: Map<number, [number, number]> } {
  const t: Tally = {
    homeScore: 0,
    awayScore: 0,
    homeHalfScore: 0,
    awayHalfScore: 0,
    homeRed: 0,
    awayRed: 0,
    homeYellow: 0,
    awayYellow: 0,
    homeCorner: 0,
    awayCorner: 0,
  };
  const scoreOf = new Map<number, [number, number]>();
  const ordered = [...events].sort((a, b) => a.minute - b.minute || a.seq - b.seq);
  let halfDone = false;
  for (const e of ordered) {
    if (!halfDone && e.minute > firstPeriodEnd) {
      t.homeHalfScore = t.homeScore;
      t.awayHalfScore = t.awayScore;
      halfDone = true;
    }
    const home = e.side === 'home';
    const scorer = e.type === 'own_goal' ? !home : home;
    const points =
      e.type === 'points'
        ? (e.points ?? 0)
        : e.type === 'goal' || e.type === 'penalty' || e.type === 'own_goal'
          ? 1
          : 0;
    if (points && e.side) {
      if (scorer) t.homeScore += points;
      else t.awayScore += points;
    }
    if (e.side && e.type === 'red') t[home ? 'homeRed' : 'awayRed']++;
    if (e.side && e.type === 'yellow') t[home ? 'homeYellow' : 'awayYellow']++;
    if (e.side && e.type === 'corner') t[home ? 'homeCorner' : 'awayCorner']++;
    scoreOf.set(e.seq, [t.homeScore, t.awayScore]);
  }
  if (!halfDone) {
    t.homeHalfScore = t.homeScore;
    t.awayHalfScore = t.awayScore;
  }
  return { ...t, scoreOf };
}
