import { ServiceRoutes } from './route-entry';

/** The 21 `account` rows of the catalogue, plus uploads, the site settings and the administrators' endpoints. */
export const ACCOUNT_ROUTES: ServiceRoutes = {
  service: 'account',
  catalogue: [
    { method: 'POST', path: 'user/getCode', target: '/verification-codes' },
    { method: 'POST', path: 'user/registered', target: '/registrations' },
    { method: 'POST', path: 'user/login', target: '/sessions' },
    { method: 'POST', path: 'user/getLoginQrcode', target: '/qr-logins' },
    { method: 'POST', path: 'Member/SignOut', target: '/sessions/sign-out' },
    { method: 'POST', path: 'user/editPassword', target: '/passwords/reset' },
    { method: 'POST', path: 'user/updatePassword', target: '/passwords/change' },
    { method: 'POST', path: 'Member/paymentPassword', target: '/payment-password' },
    { method: 'POST', path: 'Member/verified', target: '/identity' },
    { method: 'POST', path: 'Member/getVerifiedInfo', target: '/identity/read' },
    { method: 'GET', path: 'Member/info', target: '/profile' },
    { method: 'GET', path: 'User/getUserInfo', target: '/user-cards', probe: { id: 1 } },
    { method: 'POST', path: 'member/updateInfo', target: '/profile/update' },
    { method: 'GET', path: 'user/avatarList', target: '/avatars' },
    { method: 'POST', path: 'Member/attention', target: '/follows/toggle' },
    { method: 'GET', path: 'User/attentionList', target: '/follows' },
    { method: 'GET', path: 'User/watchlistList', target: '/watch-history' },
    { method: 'GET', path: 'User/anchorExperienceList', target: '/levels/streamer' },
    { method: 'POST', path: 'member/growupList', target: '/levels/wealth' },
    { method: 'POST', path: 'Universal/imTouristAccount', target: '/im/guest-accounts' },
    { method: 'POST', path: 'Member/getQiniuToken', target: '/uploads/token' },
  ],
  prefixes: [
    { prefix: '/api/upload', target: '/uploads' },
    { prefix: '/uploads', target: '/files' },
    { prefix: '/api/qr-logins', target: '/qr-logins' },
    { prefix: '/api/admin/users', target: '/admin/users' },
    { prefix: '/api/admin/sms', target: '/admin/sms' },
    // Site settings (spec: site settings; outside the catalogue): read by every page, changed by administrators.
    { prefix: '/api/site-settings', target: '/site-settings' },
    { prefix: '/api/admin/site-settings', target: '/admin/site-settings' },
  ],
};
