import { z } from 'zod';

/** A withdrawal as its owner and the reviewers see it; the payout account comes back masked. */
export const WithdrawalOutput = z.object({
  id: z.number().int(),
  user_id: z.number().int(),
  amount: z.string().describe('Yuan, two decimals'),
  fee: z.string(),
  actual_amount: z.string().describe('What reaches the payout account: amount minus fee'),
  status: z.enum(['pending', 'paid', 'rejected']),
  account_type: z.enum(['bank', 'alipay']),
  account: z.string().describe('Masked'),
  bank_name: z.string().nullable(),
  review_note: z.string().nullable(),
  reviewed_at: z.string().nullable(),
  created_at: z.string(),
});
