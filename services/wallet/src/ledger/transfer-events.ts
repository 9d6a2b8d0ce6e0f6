import { AccountKind, PublishedEvent } from '@arena/shared';
import { TransferReason } from '@arena/contracts';
import { SPENDING_REASONS } from './ledger-accounts';

/** One side of a posted transfer as its events name it: a user's account, or a system account (no user). */
export interface TransferSide {
  userId: number | null;
  kind: AccountKind;
  /** Its balance after the transfer, decimal text with two places. */
  balance: string;
}

/**
 * What a posted transfer announces: `wallet.spent` for diamonds a user spent, and each user account's
 * new balance. The same whether the poster announces it at once or the relay does it later from the
 * stored transfer (unannounced-relay.ts).
 */
export function transferEvents(transfer: {
  transferId: string;
  amount: string;
  reason: string;
  from: TransferSide;
  to: TransferSide;
}): PublishedEvent[] {
  const { transferId, from, to } = transfer;
  const events: PublishedEvent[] = [];
  if (from.userId !== null && from.kind === 'diamond' && SPENDING_REASONS.includes(transfer.reason as TransferReason)) {
    events.push({
      type: 'wallet.spent',
      payload: { userId: from.userId, amount: transfer.amount, reason: transfer.reason, transferId },
    });
  }
  for (const side of [from, to]) {
    if (side.userId !== null)
      events.push({
        type: 'wallet.balance.changed',
        payload: { userId: side.userId, kind: side.kind, balance: side.balance, transferId },
      });
  }
  return events;
}
