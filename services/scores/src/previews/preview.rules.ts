/** A finished match as the preview reads it: both teams' ids and names, the score and when. */
export interface PlayedMatch {
  id: number;
  startTime: Date;
  homeTeamId: number;
  awayTeamId: number;
  homeScore: number;
  awayScore: number;
}

export type Outcome = 'W' | 'D' | 'L';

/** One of a team's recent results, seen from that team's side. */
export interface FormEntry {
  matchId: number;
  startTime: Date;
  venue: 'home' | 'away';
  opponentId: number;
  own: number;
  against: number;
  result: Outcome;
}

/** How many recent results make a team's form. */
export const FORM_LENGTH = 5;

/** A team's last results (latest first), each as a win, draw or loss from its side. */
export function formOf(teamId: number, finished: readonly PlayedMatch[], length = FORM_LENGTH): FormEntry[] {
  return [...finished]
    .filter((m) => m.homeTeamId === teamId || m.awayTeamId === teamId)
    .sort((a, b) => b.startTime.getTime() - a.startTime.getTime() || b.id - a.id)
    .slice(0, length)
    .map((m) => {
      const home = m.homeTeamId === teamId;
      const own = home ? m.homeScore : m.awayScore;
      const against = home ? m.awayScore : m.homeScore;
      return {
        matchId: m.id,
        startTime: m.startTime,
        venue: home ? 'home' : 'away',
        opponentId: home ? m.awayTeamId : m.homeTeamId,
        own,
        against,
        result: own > against ? 'W' : own < against ? 'L' : 'D',
      };
    });
}

/** Points a form line is worth (3 a win, 1 a draw), the quick measure shown beside it. */
export function formPoints(form: readonly FormEntry[]): number {
  return form.reduce((sum, f) => sum + (f.result === 'W' ? 3 : f.result === 'D' ? 1 : 0), 0);
}

/** The meetings of two teams, counted for the match's home and away sides wherever each was played. */
export interface HeadToHead {
  meetings: PlayedMatch[];
  homeWins: number;
  draws: number;
  awayWins: number;
  homeGoals: number;
  awayGoals: number;
}

export const HEAD_TO_HEAD_LENGTH = 6;

export function headToHeadOf(
  homeTeamId: number,
  awayTeamId: number,
  finished: readonly PlayedMatch[],
  length = HEAD_TO_HEAD_LENGTH,
): HeadToHead {
  const meetings = [...finished]
    .filter(
      (m) =>
        (m.homeTeamId === homeTeamId && m.awayTeamId === awayTeamId) ||
        (m.homeTeamId === awayTeamId && m.awayTeamId === homeTeamId),
    )
    .sort((a, b) => b.startTime.getTime() - a.startTime.getTime() || b.id - a.id)
    .slice(0, length);
  const tally = { homeWins: 0, draws: 0, awayWins: 0, homeGoals: 0, awayGoals: 0 };
  for (const m of meetings) {
    const homeGoals = m.homeTeamId === homeTeamId ? m.homeScore : m.awayScore;
    const awayGoals = m.homeTeamId === homeTeamId ? m.awayScore : m.homeScore;
    tally.homeGoals += homeGoals;
    tally.awayGoals += awayGoals;
    if (homeGoals > awayGoals) tally.homeWins++;
    else if (homeGoals < awayGoals) tally.awayWins++;
    else tally.draws++;
  }
  return { meetings, ...tally };
}

/** A squad player with what the recorded events say of them. */
export interface SquadPlayer {
  id: number;
  name: string;
  goals: number;
  yellow: number;
}

/** What the library knows of a squad before a match. */
export interface SquadNotes {
  size: number;
  topScorer: { name: string; goals: number } | null;
  /** Sent off in the team's last match: the usual one-match ban makes them doubtful. */
  sentOff: string[];
  /** Five yellow cards or more: one more booking costs a match. */
  onBookings: { name: string; yellow: number }[];
}

export const BOOKINGS_WARNING = 5;

export function squadNotes(players: readonly SquadPlayer[], sentOffLastMatch: ReadonlySet<number>): SquadNotes {
  const best = [...players].filter((p) => p.goals > 0).sort((a, b) => b.goals - a.goals || a.id - b.id)[0];
  return {
    size: players.length,
    topScorer: best ? { name: best.name, goals: best.goals } : null,
    sentOff: players.filter((p) => sentOffLastMatch.has(p.id)).map((p) => p.name),
    onBookings: players
      .filter((p) => p.yellow >= BOOKINGS_WARNING)
      .sort((a, b) => b.yellow - a.yellow || a.id - b.id)
      .map((p) => ({ name: p.name, yellow: p.yellow })),
  };
}

/** Why a match is big enough for a preview article. */
export type BigMatchReason = 'cup' | 'top_half';

/** The smallest table whose halves mean something. */
const MIN_TABLE = 4;

/**
 * A big match (decision 054): any match of a cup (the tournaments the trophy hub follows), or a
 * league match between two teams both placed in the top half of their table (rank at most half the
 * table's size, each having played). Answers why, or null.
 */
export function bigMatchReason(match: {
  competitionKind: string;
  tableSize: number;
  homeRank: number | null;
  awayRank: number | null;
}): BigMatchReason | null {
  if (match.competitionKind === 'cup') return 'cup';
  if (match.tableSize < MIN_TABLE || match.homeRank === null || match.awayRank === null) return null;
  const half = Math.floor(match.tableSize / 2);
  return match.homeRank <= half && match.awayRank <= half ? 'top_half' : null;
}
