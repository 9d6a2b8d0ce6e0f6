/** What other packages (tools, tests) may use of the wallet service: its app factory. */
export { createWalletApp as createApp } from './wallet.app';
export { seedWallet } from './seed/wallet.seed';
export { LedgerRepository } from './ledger/ledger.repository';
export { LedgerService } from './ledger/ledger.service';
export { UnannouncedRelay } from './ledger/unannounced-relay';
export { SandboxPaymentProvider } from './payments/sandbox-payment.provider';
