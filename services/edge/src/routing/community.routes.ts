import { ServiceRoutes } from './route-entry';

/**
 * The `community` rows of the catalogue built so far (posts, comments, likes, news, banners, feedback,
 * notifications, customer service, automatic replies), plus what the pages need beyond it under
 * `/api/community` (docs/services/community.md). Groups come later.
 */
export const COMMUNITY_ROUTES: ServiceRoutes = {
  service: 'community',
  catalogue: [
    { method: 'POST', path: 'anchor_dynamics_user/insert', target: '/posts' },
    { method: 'POST', path: 'anchor_dynamics_user/likes', target: '/posts/like' },
    { method: 'POST', path: 'anchor_dynamics_user/comment', target: '/comments' },
    { method: 'POST', path: 'anchor_dynamics_user/commentLikes', target: '/comments/like' },
    { method: 'POST', path: 'anchor_dynamics/info', target: '/posts/info', probe: { id: 1 } },
    { method: 'POST', path: 'anchor_dynamics/deletePost', target: '/posts/delete' },
    { method: 'POST', path: 'anchor_dynamics/userPostList', target: '/posts/by-user', probe: { uid: 1 } },
    { method: 'POST', path: 'anchor_dynamics/commentList', target: '/comments/list', probe: { post_id: 1 } },
    { method: 'POST', path: 'Portal_post/getList2', target: '/articles/list' },
    { method: 'POST', path: 'api/Banner/getBannerList', target: '/banners' },
    { method: 'POST', path: 'Universal/feedback', target: '/feedback' },
    { method: 'POST', path: 'Push/getList', target: '/notifications/list' },
    { method: 'POST', path: 'user/getKefuInfo', target: '/support/info' },
    { method: 'POST', path: 'member/setAutoReply', target: '/auto-replies' },
    { method: 'POST', path: 'group/getRecommendUserList', target: '/groups/recommended-users' },
    { method: 'POST', path: 'group/getRecommendGroupList', target: '/groups/recommended' },
    { method: 'POST', path: 'group/addressBook', target: '/groups/address-book' },
    { method: 'POST', path: 'group/addgroup', target: '/groups' },
    { method: 'POST', path: 'group/addGroupUser', target: '/groups/members' },
    { method: 'POST', path: 'group/crossCorrelation', target: '/groups/relations' },
    { method: 'POST', path: 'group/destroyGroupNew', target: '/groups/leave' },
    { method: 'POST', path: 'group/getSearchUserList', target: '/groups/search-users' },
  ],
  prefixes: [
    { prefix: '/api/community', target: '/community' },
    { prefix: '/api/admin/feedback', target: '/admin/feedback' },
    { prefix: '/api/admin/support', target: '/admin/support' },
    { prefix: '/api/admin/reports', target: '/admin/reports' },
    { prefix: '/api/admin/audit-log', target: '/admin/audit-log' },
    { prefix: '/api/admin/articles', target: '/admin/articles' },
    { prefix: '/api/admin/banners', target: '/admin/banners' },
    { prefix: '/api/admin/experts', target: '/admin/experts' },
  ],
};
