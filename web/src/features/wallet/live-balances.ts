import type { BalanceField, BalancePush } from '@arena/protocol';
import { session } from '../../api/session';

/**
 * The user's balances on screen, kept current from two sources: the server's `balance` pushes (every
 * transfer, whoever made it: a reward, a grab, a recharge) and the answers of the page's own spends
 * (at once, before the push can arrive). A push carries the wallet's transfer id: an older one than
 * the last shown is dropped. An answer has no such id, so pushes that arrive while a spend is out are
 * held: the answer shows first (the spend's own step), then, a beat later, the held pushes in
 * transfer order by the same rule (a task's reward for that very spend is a newer transfer: it shows
 * as a step of its own instead of swallowing the spend). The spend's own push follows anyway, so a
 * held push older than the spend shows at most until it comes.
 */
let userId: number | null = null;
const shown = new Map<BalanceField, bigint>();
/** Spends whose request is out, by their mark. */
const open = new Set<number>();
let lastMark = 0;
let held: BalancePush[] = [];
let heldTimer: ReturnType<typeof setTimeout> | undefined;

/** How long the spend's balance stays before the pushes that came meanwhile show: long enough to be seen as a step. */
export const BALANCE_STEP_MS = 1200;
/** A spend that never settles (a lost tab, a page bug) holds no push longer than the HTTP client's 20 s timeout and a margin. */
const HOLD_LIMIT_MS = 25_000;

function forUser(id: number): void {
  if (userId === id) return;
  userId = id;
  shown.clear();
  held = [];
}

function save(field: BalanceField, value: string): void {
  const { token, user } = session.get();
  if (token && user) session.save({ ...user, [field]: value, token });
}

function show({ field, value, version }: BalancePush): void {
  const { user } = session.get();
  if (!user || user.id !== userId) return;
  const newest = shown.get(field);
  if (newest !== undefined && BigInt(version) <= newest) return;
  shown.set(field, BigInt(version));
  save(field, value);
}

function release(): void {
  clearTimeout(heldTimer);
  heldTimer = undefined;
  const pushes = held.sort((a, b) => (BigInt(a.version) < BigInt(b.version) ? -1 : 1));
  held = [];
  for (const push of pushes) show(push);
}

export const liveBalances = {
  /** A `balance` push for the logged-in user. */
  pushed(push: BalancePush): void {
    const { user } = session.get();
    if (!user) return;
    forUser(user.id);
    if (open.size === 0 && heldTimer === undefined) return show(push);
    held.push(push);
    if (heldTimer === undefined) {
      heldTimer = setTimeout(() => {
        open.clear();
        release();
      }, HOLD_LIMIT_MS);
    }
  },
  /** Taken before a spend's request; `answered` is called with it once the request is over (either way). */
  mark(): number {
    lastMark += 1;
    open.add(lastMark);
    return lastMark;
  },
  /** A spend's answered diamonds (null: nothing was paid, or the request failed); then the pushes held meanwhile. */
  answered(mark: number, gold: string | null): void {
    if (!open.delete(mark)) return;
    if (gold !== null) save('gold', gold);
    if (open.size > 0 || held.length === 0) return;
    if (gold === null) return release();
    clearTimeout(heldTimer);
    heldTimer = setTimeout(release, BALANCE_STEP_MS);
  },
};
