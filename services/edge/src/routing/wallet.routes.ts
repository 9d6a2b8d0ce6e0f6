import { ServiceRoutes } from './route-entry';

/** The 11 `wallet` rows of the catalogue, the payment pages and callbacks, and the administrators' endpoints. */
export const WALLET_ROUTES: ServiceRoutes = {
  service: 'wallet',
  catalogue: [
    { method: 'POST', path: 'chargerules/getList', target: '/recharge/packages' },
    { method: 'GET', path: 'chargerules/payUrl', target: '/recharge/orders' },
    { method: 'GET', path: 'Order/getList', target: '/statements' },
    { method: 'GET', path: 'order/getTypeList', target: '/statements/types' },
    { method: 'GET', path: 'Balance/conversionBalance', target: '/conversions' },
    { method: 'GET', path: 'Balance/applyForWithdrawal', target: '/withdrawals/apply' },
    // Not catalogued as POST: the same application with the payment password out of the URL.
    { method: 'POST', path: 'Balance/applyForWithdrawal', target: '/withdrawals/apply' },
    { method: 'GET', path: 'Balance/withdrawalList', target: '/withdrawals' },
    { method: 'GET', path: 'Bank_card/bind', target: '/payout-accounts/bank/bind' },
    { method: 'GET', path: 'Bank_card/getInfo', target: '/payout-accounts/bank' },
    { method: 'GET', path: 'Bank_card/bindAliPay', target: '/payout-accounts/alipay/bind' },
    { method: 'GET', path: 'Bank_card/getAliPayInfo', target: '/payout-accounts/alipay' },
  ],
  prefixes: [
    { prefix: '/api/pay', target: '/pay' },
    { prefix: '/api/admin/wallet', target: '/admin/wallet' },
  ],
};
