import { ServiceRoutes } from './route-entry';

/** The 11 `wallet` rows of the catalogue, the payment pages and callbacks, and the administrators' endpoints. */
export const WALLET_ROUTES: ServiceRoutes = {
  service: 'wallet',
  catalogue: [
    { method: 'POST', path: 'chargerules/getList', target: '/recharge/packages', access: 'open' },
    { method: 'GET', path: 'chargerules/payUrl', target: '/recharge/orders', access: 'user' },
    { method: 'GET', path: 'Order/getList', target: '/statements', access: 'user' },
    { method: 'GET', path: 'order/getTypeList', target: '/statements/types', access: 'user' },
    { method: 'GET', path: 'Balance/conversionBalance', target: '/conversions', access: 'user' },
    { method: 'GET', path: 'Balance/applyForWithdrawal', target: '/withdrawals/apply', access: 'user' },
    // Not catalogued as POST: the same application with the payment password out of the URL.
    { method: 'POST', path: 'Balance/applyForWithdrawal', target: '/withdrawals/apply', access: 'user' },
    { method: 'GET', path: 'Balance/withdrawalList', target: '/withdrawals', access: 'user' },
    { method: 'GET', path: 'Bank_card/bind', target: '/payout-accounts/bank/bind', access: 'user' },
    { method: 'GET', path: 'Bank_card/getInfo', target: '/payout-accounts/bank', access: 'user' },
    { method: 'GET', path: 'Bank_card/bindAliPay', target: '/payout-accounts/alipay/bind', access: 'user' },
    { method: 'GET', path: 'Bank_card/getAliPayInfo', target: '/payout-accounts/alipay', access: 'user' },
  ],
  prefixes: [
    { prefix: '/api/pay', target: '/pay', access: { 'GET /sandbox/:orderNo': 'open', 'POST /sandbox/:orderNo/confirm': 'open', 'POST /sandbox/:orderNo/cancel': 'open', 'POST /notify/:provider': 'open' } },
    { prefix: '/api/admin/wallet', target: '/admin/wallet', access: { 'GET /withdrawals': 'admin', 'POST /withdrawals/:id/approve': 'admin', 'POST /withdrawals/:id/reject': 'admin', 'POST /adjustments': 'admin', 'GET /ledger': 'admin', 'GET /ledger/summary': 'admin', 'GET /packages': 'admin', 'POST /packages': 'admin', 'POST /packages/:id': 'admin' } },
  ],
};
