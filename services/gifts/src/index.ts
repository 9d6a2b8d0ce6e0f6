/** What other packages (tools, tests) may use of the gifts service: its app factory. */
export { createGiftsApp as createApp } from './gifts.app';
export { seedGifts } from './seed/gifts.seed';
