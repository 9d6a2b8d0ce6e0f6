/** Amounts are integer cents in JS (`toCents`, `amountField` in @arena/contracts); this turns them back into text. */
/** "1050" cents -> "10.50". */
export function centsToText(cents: number): string {
  const sign = cents < 0 ? '-' : '';
  const abs = Math.abs(cents);
  return `${sign}${Math.floor(abs / 100)}.${String(abs % 100).padStart(2, '0')}`;
}

// How amounts read is shared with the account service, which shows the balances in Member/info.
export { diamondsText, yuanText } from '@arena/shared';
