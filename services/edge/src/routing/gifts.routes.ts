import { ServiceRoutes } from './route-entry';

/** The 15 `gifts` rows of the catalogue, added as each feature lands. */
export const GIFTS_ROUTES: ServiceRoutes = {
  service: 'gifts',
  catalogue: [
    { method: 'POST', path: 'Gift/getList', target: '/gifts/catalogue' },
    { method: 'POST', path: 'Redenvelope/insert', target: '/red-envelopes' },
    { method: 'POST', path: 'Redenvelope/getRedInfo', target: '/red-envelopes/info' },
    { method: 'POST', path: 'Redenvelope/receiveRed', target: '/red-envelopes/receive' },
    { method: 'POST', path: 'Gift/getUserGiftList', target: '/gifts/backpack' },
    { method: 'POST', path: 'member/handselGift', target: '/gifts/send' },
    { method: 'POST', path: 'member/webgetAnchorgiftlist', target: '/gifts/received' },
    { method: 'POST', path: 'Guard/getList', target: '/nobility' },
    { method: 'POST', path: 'guard_user/buy', target: '/nobility/buy' },
    { method: 'POST', path: 'Member/sneHorn', target: '/horn' },
    { method: 'POST', path: 'Barrage/getList', target: '/paid-danmaku/styles' },
    { method: 'POST', path: 'Barrage/send', target: '/paid-danmaku/send' },
    { method: 'POST', path: 'goods/goodsList', target: '/goods' },
    { method: 'POST', path: 'goods/exchange', target: '/goods/exchange' },
    { method: 'POST', path: 'goods/exchangeRecords', target: '/goods/exchanges' },
  ],
  prefixes: [
    // administrators' catalogue editing (gifts, paid danmaku styles, goods) and its audit log
    { prefix: '/api/admin/gifts', target: '/admin/gifts' },
  ],
};
