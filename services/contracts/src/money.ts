import { fields } from '@arena/shared';
import { z } from 'zod';

/**
 * Amounts travel as decimal strings with at most two places ("10", "10.5", "0.01") and are
 * handled in JS as integer cents, so no float ever rounds money.
 */
const AMOUNT = /^\d{1,13}(\.\d{1,2})?$/;

export function toCents(amount: string): number {
  const [whole, fraction = ''] = amount.split('.');
  return Number(whole) * 100 + Number(fraction.padEnd(2, '0'));
}

/** A positive amount field: accepts numbers or strings, answers integer cents. */
export const amountField = () =>
  z
    .preprocess((v) => (typeof v === 'number' ? String(v) : v), fields.text(16))
    .pipe(z.string().regex(AMOUNT, 'wallet.amount_invalid'))
    .transform(toCents)
    .refine((cents) => cents > 0, 'wallet.amount_invalid');
