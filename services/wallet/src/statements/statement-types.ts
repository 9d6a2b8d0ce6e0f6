import { TransferReason } from '@arena/contracts';

/** Order/getList's `type` filter: groups of transfer reasons, as order/getTypeList names them. */
export const STATEMENT_TYPES: { type: number; key: string; reasons: TransferReason[] }[] = [
  { type: 1, key: 'recharge', reasons: ['recharge'] },
  { type: 2, key: 'spending', reasons: ['gift', 'guard', 'horn', 'barrage', 'noble', 'goods', 'red_envelope'] },
  {
    type: 3,
    key: 'rewards',
    reasons: ['sign_in', 'task', 'share', 'reward', 'red_envelope_receive', 'red_envelope_refund'],
  },
  { type: 4, key: 'income', reasons: ['income'] },
  { type: 5, key: 'conversion', reasons: ['conversion'] },
  {
    type: 6,
    key: 'withdrawal',
    reasons: ['withdrawal_hold', 'withdrawal_release', 'withdrawal_payout', 'withdrawal_fee'],
  },
  { type: 7, key: 'adjustment', reasons: ['adjustment', 'transfer'] },
];

export const typeOfReason = (reason: string) => STATEMENT_TYPES.find((t) => (t.reasons as string[]).includes(reason));

/** The spec: records are queryable for 3 months only. */
export const STATEMENT_MONTHS = 3;
export const statementSince = (now = new Date()) => {
  const since = new Date(now);
  since.setMonth(since.getMonth() - STATEMENT_MONTHS);
  return since;
};
