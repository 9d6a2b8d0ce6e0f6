/** What Member/info, login and registration show of a user's wallet. */
export interface Balances {
  /** Diamonds, as a decimal string. */
  gold: string;
  /** Cash balance in yuan, as a decimal string with two places. */
  balances: string;
  /** The consumption wallet in yuan (cash moved there can be spent, never withdrawn). */
  consumption: string;
}
