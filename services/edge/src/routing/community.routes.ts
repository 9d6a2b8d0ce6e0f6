import { ServiceRoutes } from './route-entry';

/**
 * The `community` rows of the catalogue built so far (posts, comments, likes, news, banners), plus
 * what the circle and news pages need beyond it under `/api/community` (docs/services/community.md).
 * Groups, notifications, feedback, customer service and automatic replies come later.
 */
export const COMMUNITY_ROUTES: ServiceRoutes = {
  service: 'community',
  catalogue: [
    { method: 'POST', path: 'anchor_dynamics_user/insert', target: '/posts', access: 'user' },
    { method: 'POST', path: 'anchor_dynamics_user/likes', target: '/posts/like', access: 'user' },
    { method: 'POST', path: 'anchor_dynamics_user/comment', target: '/comments', access: 'user' },
    { method: 'POST', path: 'anchor_dynamics_user/commentLikes', target: '/comments/like', access: 'user' },
    { method: 'POST', path: 'anchor_dynamics/info', target: '/posts/info', access: 'open', probe: { id: 1 } },
    { method: 'POST', path: 'anchor_dynamics/deletePost', target: '/posts/delete', access: 'user' },
    { method: 'POST', path: 'anchor_dynamics/userPostList', target: '/posts/by-user', access: 'open', probe: { uid: 1 } },
    { method: 'POST', path: 'anchor_dynamics/commentList', target: '/comments/list', access: 'open', probe: { post_id: 1 } },
    { method: 'POST', path: 'Portal_post/getList2', target: '/articles/list', access: 'open' },
    { method: 'POST', path: 'api/Banner/getBannerList', target: '/banners', access: 'open' },
  ],
  prefixes: [
    {
      prefix: '/api/community',
      target: '/community',
      access: {
        'GET /circles': 'open',
        'GET /circles/info': 'open',
        'POST /circles/join': 'user',
        'POST /circles/leave': 'user',
        'GET /feed': 'open',
        'POST /comments/delete': 'user',
        'GET /articles/info': 'open',
      },
    },
  ],
};
