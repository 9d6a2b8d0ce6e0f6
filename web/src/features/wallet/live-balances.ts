import type { BalanceField, BalancePush } from '@arena/protocol';
import { session } from '../../api/session';

/**
 * The user's balances on screen, kept current from two sources: the server's `balance` pushes (every
 * transfer, whoever made it: a reward, a grab, a recharge) and the answers of the page's own spends
 * (at once, before the push can arrive). A push carries the wallet's transfer id: an older one than
 * the last shown is dropped. An answer has no such id, so it is kept only if no push came while its
 * request was out: the push that came may be newer (a reward for that very spend), and the spend's
 * own push is on its way anyway.
 */
let userId: number | null = null;
const shown = new Map<BalanceField, bigint>();
let pushes = 0;

function forUser(id: number): void {
  if (userId === id) return;
  userId = id;
  shown.clear();
}

function save(field: BalanceField, value: string): void {
  const { token, user } = session.get();
  if (token && user) session.save({ ...user, [field]: value, token });
}

export const liveBalances = {
  /** A `balance` push for the logged-in user. */
  pushed({ field, value, version }: BalancePush): void {
    const { user } = session.get();
    if (!user) return;
    forUser(user.id);
    pushes += 1;
    const newest = shown.get(field);
    if (newest !== undefined && BigInt(version) <= newest) return;
    shown.set(field, BigInt(version));
    save(field, value);
  },
  /** Taken before a spend's request: the answer's balance is weighed against it. */
  mark(): number {
    return pushes;
  },
  /** A spend's answered diamonds (null: nothing was paid), unless a push came since `mark`. */
  answered(mark: number, gold: string | null): void {
    if (gold !== null && pushes === mark) save('gold', gold);
  },
};
