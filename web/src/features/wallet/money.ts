/**
 * Yuan amounts as the wallet takes them: decimal strings with at most two places, compared as integer
 * cents so 0.1 + 0.2 never decides whether a withdrawal fits the balance.
 */
const AMOUNT = /^\d+(\.\d{1,2})?$/;

/** Cents of a non-negative amount text ("30", "30.5", "30.50"); null when it is not one. */
export function toCents(text: string | number): number | null {
  const value = String(text).trim();
  if (!AMOUNT.test(value)) return null;
  const [whole, fraction = ''] = value.split('.');
  return Number(whole) * 100 + Number(fraction.padEnd(2, '0'));
}

export function centsToText(cents: number): string {
  return `${Math.floor(cents / 100)}.${String(cents % 100).padStart(2, '0')}`;
}

/** Why an amount typed by the user cannot be sent, as a `wallet` namespace key; null when it can. */
export type AmountProblem = 'amount.required' | 'amount.invalid' | 'amount.exceeds';

export function amountProblem(text: string, available: string | number): AmountProblem | null {
  if (text.trim() === '') return 'amount.required';
  const cents = toCents(text);
  if (cents === null || cents === 0) return 'amount.invalid';
  const limit = toCents(available);
  if (limit !== null && cents > limit) return 'amount.exceeds';
  return null;
}
