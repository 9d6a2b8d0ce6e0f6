/**
 * What the wallet and activity services answer (docs/services/wallet.md, activity.md). Their OpenAPI
 * operations document inputs only, so the shapes of `data` are declared here once.
 */

/** chargerules/getList: a recharge package at 1 yuan = 10 diamonds. */
export interface RechargePackage {
  id: number;
  coin: number;
  give: number;
  /** yuan, two decimals: "30.00" */
  money: string;
  /** bonus as a percentage of coin */
  give_rate: number;
}

/** chargerules/payUrl: the order and the payment page to open in a new tab. */
export interface PayOrder {
  order_no: string;
  url: string;
  money: string;
  coin: number;
  give: number;
}

export interface Paged<T> {
  list: T[];
  total: number;
  page: number;
  limit: number;
}

/** Order/getList: one ledger record of the last 3 months. */
export interface Statement {
  id: number;
  type: number;
  type_name: string;
  reason: string;
  reason_name: string;
  /** which balance moved: diamond, cash or consumption */
  account: string;
  /** signed: "+25" / "-30.50" */
  amount: string;
  balance_after: string;
  memo: string | null;
  created_at: string;
}

export interface StatementType {
  type: number;
  name: string;
}

/** Balance/conversionBalance: the balances after moving cash into the consumption wallet. */
export interface Conversion {
  amount: string;
  balances: string;
  consumption: string;
}

export type WithdrawalStatus = 'pending' | 'paid' | 'rejected';
export type PayoutAccountType = 'bank' | 'alipay';

export interface Withdrawal {
  id: number;
  amount: string;
  fee: string;
  actual_amount: string;
  status: WithdrawalStatus;
  account_type: PayoutAccountType;
  /** masked */
  account: string;
  bank_name: string | null;
  review_note: string | null;
  reviewed_at: string | null;
  created_at: string;
}

/** Bank_card/getInfo (the card number comes back masked). */
export interface BankCardInfo {
  is_bind: number | boolean;
  name?: string;
  card_no?: string;
  bank_name?: string;
  branch?: string | null;
}

/** Bank_card/getAliPayInfo (the account comes back masked). */
export interface AlipayInfo {
  is_bind: number | boolean;
  name?: string;
  account?: string;
}

/** Activity/pcSignTaskList */
export interface SignDay {
  num: number;
  lz_num: number;
  is_sign: number | boolean;
}

export interface DailyTask {
  id: number;
  code: string;
  task: string;
  img?: string | null;
  lz_num: number;
  is_complete: number | boolean;
  value: number;
  target: number;
}

export interface SignOverview {
  list: SignDay[];
  today: DailyTask[];
  is_sign: number | boolean;
  sign_days: number;
}

/** Activity/task_handle_sign: the day signed, its reward and the diamonds after it. */
export interface SignReward {
  num: number;
  lz_num: number;
  gold: string | number;
}
