import type { DomainEvents } from './event-bus';

type BalanceChange = DomainEvents['wallet.balance.changed'];

/**
 * The newest change of each account (highest transfer id), in the order the accounts first appear:
 * a balance's reader keeps only the newest, so older changes in the same batch are not news.
 */
export function newestBalanceChanges(changes: readonly BalanceChange[]): BalanceChange[] {
  const newest = new Map<string, BalanceChange>();
  for (const change of changes) {
    const account = `${change.userId}:${change.kind}`;
    const kept = newest.get(account);
    if (!kept || BigInt(kept.transferId) < BigInt(change.transferId)) newest.set(account, change);
  }
  return [...newest.values()];
}
