/** What other packages (tools, tests) may use of the wallet service: its app factory. */
export { createWalletApp as createApp } from './wallet.app';
