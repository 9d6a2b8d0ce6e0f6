import { z } from 'zod';

/** A recharge package at 1 yuan = 10 diamonds (chargerules/getList). */
export const RechargePackageOutput = z.object({
  id: z.number().int(),
  coin: z.number().int(),
  give: z.number().int().describe('Bonus diamonds'),
  money: z.string().describe('Yuan, two decimals: "30.00"'),
  give_rate: z.number().int().describe('Bonus as a percentage of coin'),
});

/** A new order and the payment page to open in a new tab (chargerules/payUrl). */
export const RechargeOrderOutput = z.object({
  order_no: z.string(),
  url: z.string(),
  money: z.string(),
  coin: z.number().int(),
  give: z.number().int(),
});
