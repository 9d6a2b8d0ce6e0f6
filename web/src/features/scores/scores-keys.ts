/** TanStack Query keys of the scores domain; `all` is what a login or logout invalidates (stars). */
export const scoresKeys = {
  all: ['scores'] as const,
  /** `filter` is `date:<day>` or `competition:<id>`. */
  matches: (sport: string, filter: string, lang: string) => ['scores', 'matches', sport, filter, lang] as const,
  hot: (lang: string) => ['scores', 'hot', lang] as const,
  match: (matchId: number, lang: string) => ['scores', 'match', matchId, lang] as const,
  standings: (competitionId: number, lang: string) => ['scores', 'standings', competitionId, lang] as const,
  competitions: (sport: string, lang: string) => ['scores', 'competitions', sport, lang] as const,
  teams: (competitionId: number, lang: string) => ['scores', 'teams', competitionId, lang] as const,
  team: (teamId: number, lang: string) => ['scores', 'team', teamId, lang] as const,
  topScorers: (competitionId: number, lang: string) => ['scores', 'top-scorers', competitionId, lang] as const,
};
