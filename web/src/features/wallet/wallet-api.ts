import type { DataOf } from '../../api/typed';

/**
 * Names for the money pages' answers, taken from the generated API document (`api/schema.d.ts`):
 * the services' declared outputs are the only definition, so these cannot drift from the wire.
 */
export type RechargePackage = DataOf<'/api/chargerules/getList', 'post'>[number];
export type PayOrder = DataOf<'/api/chargerules/payUrl', 'get'>;
export type PayoutAccountType = DataOf<'/api/Balance/withdrawalList', 'get'>['list'][number]['account_type'];
export type BankCardInfo = DataOf<'/api/Bank_card/getInfo', 'get'>;
export type AlipayInfo = DataOf<'/api/Bank_card/getAliPayInfo', 'get'>;
export type SignOverview = DataOf<'/api/Activity/pcSignTaskList', 'post'>;
export type SignDay = SignOverview['list'][number];
export type DailyTask = SignOverview['today'][number];
