/** What other packages (tools, tests) may use of the community service: its app factory and its seed. */
export { createCommunityApp as createApp } from './community.app';
export { seedCommunity } from './seed/community.seed';
export { seedExperts } from './seed/experts.seed';
