export * as accountContracts from './account.contracts';
export * as giftsContracts from './gifts.contracts';
export * as communityContracts from './community.contracts';
export * as liveContracts from './live.contracts';
export * as realtimeContracts from './realtime.contracts';
export * as scoresContracts from './scores.contracts';
export * as videoContracts from './video.contracts';
export * as walletContracts from './wallet.contracts';
export {
  ACCOUNT_KINDS,
  SYSTEM_ACCOUNTS,
  SYSTEM_ACCOUNT_CODES,
  TRANSFER_REASONS,
  type SystemAccount,
  type TransferReason,
} from './wallet.contracts';
export { amountField, toCents } from './money';
export type { Person } from './account.contracts';
export type { GroupChat } from './realtime.contracts';
export { SEARCH_KINDS, SearchDocument, type SearchKind } from './search-documents';
export type { MatchRecord } from './scores.contracts';
export type { MatchFacts } from './scores.contracts';
export type { PostVideo } from './video.contracts';
export type { BigMatchPreview } from './scores.contracts';
