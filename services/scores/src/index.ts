/** What other packages (tools, tests) may use of the scores service: its app factory. */
export { createScoresApp as createApp } from './scores.app';
export { seedScores } from './seed/scores.seed';
