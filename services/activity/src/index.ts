/** What other packages (tools, tests) may use of the activity service: its app factory. */
export { createActivityApp as createApp } from './activity.app';
export { seedActivity } from './seed/activity.seed';
