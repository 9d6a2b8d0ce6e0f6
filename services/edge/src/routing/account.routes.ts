import { ServiceRoutes } from './route-entry';

/** The 21 `account` rows of the catalogue, plus uploads, the site settings and the administrators' endpoints. */
export const ACCOUNT_ROUTES: ServiceRoutes = {
  service: 'account',
  catalogue: [
    { method: 'POST', path: 'user/getCode', target: '/verification-codes', access: 'open' },
    { method: 'POST', path: 'user/registered', target: '/registrations', access: 'open' },
    { method: 'POST', path: 'user/login', target: '/sessions', access: 'open' },
    { method: 'POST', path: 'user/getLoginQrcode', target: '/qr-logins', access: 'open' },
    { method: 'POST', path: 'Member/SignOut', target: '/sessions/sign-out', access: 'user' },
    { method: 'POST', path: 'user/editPassword', target: '/passwords/reset', access: 'open' },
    { method: 'POST', path: 'user/updatePassword', target: '/passwords/change', access: 'user' },
    { method: 'POST', path: 'Member/paymentPassword', target: '/payment-password', access: 'user' },
    { method: 'POST', path: 'Member/verified', target: '/identity', access: 'user' },
    { method: 'POST', path: 'Member/getVerifiedInfo', target: '/identity/read', access: 'user' },
    { method: 'GET', path: 'Member/info', target: '/profile', access: 'user' },
    { method: 'GET', path: 'User/getUserInfo', target: '/user-cards', access: 'open', probe: { id: 1 } },
    { method: 'POST', path: 'member/updateInfo', target: '/profile/update', access: 'user' },
    { method: 'GET', path: 'user/avatarList', target: '/avatars', access: 'open' },
    { method: 'POST', path: 'Member/attention', target: '/follows/toggle', access: 'user' },
    { method: 'GET', path: 'User/attentionList', target: '/follows', access: 'user' },
    { method: 'GET', path: 'User/watchlistList', target: '/watch-history', access: 'user' },
    { method: 'GET', path: 'User/anchorExperienceList', target: '/levels/anchor', access: 'open' },
    { method: 'POST', path: 'member/growupList', target: '/levels/wealth', access: 'open' },
    { method: 'POST', path: 'Universal/imTouristAccount', target: '/im/guest-accounts', access: 'open' },
    { method: 'POST', path: 'Member/getQiniuToken', target: '/uploads/token', access: 'open' },
  ],
  prefixes: [
    { prefix: '/api/upload', target: '/uploads', access: { 'POST /token': 'open', 'POST /': 'open' } },
    { prefix: '/uploads', target: '/files', access: { 'GET /*': 'open' } },
    { prefix: '/api/qr-logins', target: '/qr-logins', access: { 'POST /': 'open', 'POST /scan': 'user', 'POST /confirm': 'user', 'GET /status': 'open' } },
    { prefix: '/api/admin/users', target: '/admin/users', access: { 'GET /': 'admin', 'POST /:id/ban': 'admin', 'POST /:id/unban': 'admin', 'POST /:id/anchor': 'admin' } },
    { prefix: '/api/admin/sms', target: '/admin/sms', access: { 'GET /outbox': 'admin' } },
    // Site settings (spec: site settings; outside the catalogue): read by every page, changed by administrators.
    { prefix: '/api/site-settings', target: '/site-settings', access: { 'GET /': 'open' } },
    { prefix: '/api/admin/site-settings', target: '/admin/site-settings', access: { 'GET /': 'admin', 'POST /': 'admin' } },
  ],
};
