import type { DataOf } from '../../api/typed';

/** Names for the goods answers, taken from the generated API document (`api/schema.d.ts`). */
export type GoodsItem = DataOf<'/api/goods/goodsList', 'post'>[number];
export type Exchanged = DataOf<'/api/goods/exchange', 'post'>;
export type ExchangeRecord = DataOf<'/api/goods/exchangeRecords', 'post'>['list'][number];
