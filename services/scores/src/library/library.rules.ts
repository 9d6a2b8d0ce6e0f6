/** What a player did in recorded events: goals (football) or points (basketball), and cards. */
export interface PlayerTally {
  goals: number;
  yellow: number;
  red: number;
}

const SCORING = ['goal', 'penalty', 'points'];

/** The event types a player's tally counts. */
export const TALLIED = [...SCORING, 'yellow', 'red'];

/** Goals or points, yellow and red cards per player over the events (those without a squad player left out). */
export function playerTallies(
  events: readonly { playerId: number | null; type: string; points: number }[],
): Map<number, PlayerTally> {
  const tallies = new Map<number, PlayerTally>();
  for (const e of events) {
    if (e.playerId === null) continue;
    const tally = tallies.get(e.playerId) ?? { goals: 0, yellow: 0, red: 0 };
    if (e.type === 'points') tally.goals += e.points;
    else if (SCORING.includes(e.type)) tally.goals += 1;
    else if (e.type === 'yellow') tally.yellow += 1;
    else tally.red += 1;
    tallies.set(e.playerId, tally);
  }
  return tallies;
}
