import { ServiceRoutes } from './route-entry';

/** The 15 `gifts` rows of the catalogue, added as each feature lands. */
export const GIFTS_ROUTES: ServiceRoutes = {
  service: 'gifts',
  catalogue: [
    { method: 'POST', path: 'Gift/getList', target: '/gifts/catalogue', access: 'open' },
    { method: 'POST', path: 'Redenvelope/insert', target: '/red-envelopes', access: 'user' },
    { method: 'POST', path: 'Redenvelope/getRedInfo', target: '/red-envelopes/info', access: 'user' },
    { method: 'POST', path: 'Redenvelope/receiveRed', target: '/red-envelopes/receive', access: 'user' },
    { method: 'POST', path: 'Gift/getUserGiftList', target: '/gifts/backpack', access: 'user' },
    { method: 'POST', path: 'member/handselGift', target: '/gifts/send', access: 'user' },
    { method: 'POST', path: 'member/webgetAnchorgiftlist', target: '/gifts/received', access: 'user' },
    { method: 'POST', path: 'Guard/getList', target: '/guards', access: 'open' },
    { method: 'POST', path: 'guard_user/buy', target: '/guards/buy', access: 'user' },
    { method: 'POST', path: 'Member/sneHorn', target: '/horn', access: 'user' },
    { method: 'POST', path: 'Barrage/getList', target: '/barrage/styles', access: 'open' },
    { method: 'POST', path: 'Barrage/send', target: '/barrage/send', access: 'user' },
    { method: 'POST', path: 'goods/goodsList', target: '/goods', access: 'open' },
    { method: 'POST', path: 'goods/exchange', target: '/goods/exchange', access: 'user' },
    { method: 'POST', path: 'goods/exchangeRecords', target: '/goods/exchanges', access: 'user' },
  ],
  prefixes: [
    // administrators' catalogue editing (gifts, paid danmaku styles, goods) and its audit log
    {
      prefix: '/api/admin/gifts',
      target: '/admin/gifts',
      access: {
        'GET /gifts': 'admin',
        'POST /gifts': 'admin',
        'POST /gifts/:id/update': 'admin',
        'POST /gifts/:id/disable': 'admin',
        'GET /barrage-styles': 'admin',
        'POST /barrage-styles': 'admin',
        'POST /barrage-styles/:id/update': 'admin',
        'POST /barrage-styles/:id/disable': 'admin',
        'GET /goods': 'admin',
        'POST /goods': 'admin',
        'POST /goods/:id/update': 'admin',
        'POST /goods/:id/disable': 'admin',
        'GET /audit': 'admin',
      },
    },
  ],
};
