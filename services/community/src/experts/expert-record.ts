export type Pick = 'home' | 'draw' | 'away';
export type Grade = 'hit' | 'miss';

/** Which side a final score favours: the home side, the away side or neither. */
export function outcomeOf(homeScore: number, awayScore: number): Pick {
  return homeScore > awayScore ? 'home' : homeScore < awayScore ? 'away' : 'draw';
}

/** An analysis's pick against the final score. */
export function gradeOf(pick: Pick, homeScore: number, awayScore: number): Grade {
  return pick === outcomeOf(homeScore, awayScore) ? 'hit' : 'miss';
}

/** An expert's record, as the ranking orders it and the pages show it. */
export interface ExpertRecord {
  graded: number;
  hits: number;
  /** Hits per 10,000 graded analyses (0 before the first grade). */
  hitRate: number;
  /** The current run: +n for n hits in a row, -n for n misses in a row, 0 with nothing graded. */
  streak: number;
}

/** The record from an expert's graded analyses, latest match first. */
export function recordOf(latestFirst: readonly Grade[]): ExpertRecord {
  const hits = latestFirst.filter((g) => g === 'hit').length;
  const graded = latestFirst.length;
  let run = 0;
  while (run < graded && latestFirst[run] === latestFirst[0]) run++;
  return {
    graded,
    hits,
    hitRate: graded ? Math.round((hits * 10_000) / graded) : 0,
    streak: graded === 0 ? 0 : latestFirst[0] === 'hit' ? run : -run,
  };
}
