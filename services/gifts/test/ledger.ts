import { randomBytes } from 'node:crypto';
import { internal } from '../../../test/support/internal';
import type { Stack } from '../../../test/support/stack';

/** A user's diamonds, as Member/info shows them. */
export const gold = async (stack: Stack, userId: number): Promise<number> =>
  Number((await internal(stack, 'wallet', 'get', `/internal/balances/${userId}`)).body.data.gold);

/** Diamonds for a test user, as an administrator's adjustment on the ledger. */
export async function credit(stack: Stack, userId: number, diamonds: number): Promise<void> {
  const response = await internal(stack, 'wallet', 'post', '/internal/transfers').send({
    idempotency_key: `test-credit:${randomBytes(8).toString('hex')}`,
    from: { system: 'diamond.adjustments' },
    to: { user_id: userId, kind: 'diamond' },
    amount: String(diamonds),
    reason: 'adjustment',
  });
  if (response.body.code !== 0) throw new Error(`credit failed: ${JSON.stringify(response.body)}`);
}
