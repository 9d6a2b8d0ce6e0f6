import { z } from 'zod';

/** One line of a user's records (Order/getList); the id is a string (ledger ids are 64-bit). */
export const StatementLineOutput = z.object({
  id: z.string(),
  type: z.number().int(),
  type_name: z.string(),
  reason: z.string(),
  reason_name: z.string(),
  account: z.enum(['diamond', 'cash', 'consumption']).describe("Which of the user's balances moved"),
  amount: z.string().describe('Signed: "+25", "-30.50"'),
  balance_after: z.string(),
  memo: z.string(),
  created_at: z.string(),
});
export type StatementLine = z.output<typeof StatementLineOutput>;

export const StatementTypeOutput = z.object({ type: z.number().int(), name: z.string() });
