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
  ],
};
