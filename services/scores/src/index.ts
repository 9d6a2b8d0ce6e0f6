/** What other packages (tools, tests) may use of the scores service: its app factory and its seed's results. */
export { createScoresApp as createApp } from './scores.app';
export { seedScores } from './seed/scores.seed';
export { playedResults, seededCompetitions, type PlayedResult } from './seed/played-results';
export { comingMatches, type ComingMatch } from './seed/coming-matches';
export type { Names } from './fixtures/names';
