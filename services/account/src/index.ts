/** What other packages (tools, tests) may use of the account service: its app factory. */
export { createAccountApp as createApp } from './account.app';
export { seedExpertLabels } from './seed/expert-labels.seed';
export { type SeededFollow, seedFollows } from './seed/follows.seed';
export {
  DEMO_AUDIENCE,
  DEMO_STREAMERS,
  DEMO_VIEWERS,
  SEEDED_STREAMERS,
  type SeededUser,
  seedAccount,
} from './seed/account.seed';
