/** The streamer's share of a paid gift, in yuan (cash balance), two decimals rounded down. */
export function streamerIncomeYuan(diamonds: number, diamondsPerYuan: number, share: number): string {
  const cents = Math.floor((diamonds * share * 100) / diamondsPerYuan + 1e-9);
  return (cents / 100).toFixed(2);
}
