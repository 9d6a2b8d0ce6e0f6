import { ServiceRoutes } from './route-entry';

/** The `video` rows of the catalogue (20 of 21: uploads, Video_user/insert, are a later slice), and its files. */
export const VIDEO_ROUTES: ServiceRoutes = {
  service: 'video',
  catalogue: [
    // categories
    { method: 'GET', path: 'api/Videoclassification', target: '/categories', access: 'open' },
    { method: 'GET', path: 'api/videocclassification/recommend', target: '/categories/recommended', access: 'open' },
    { method: 'GET', path: 'api/videocclassification/allList', target: '/categories/all', access: 'open' },
    { method: 'GET', path: 'api/videocclassification/search', target: '/categories/search', access: 'open' },
    { method: 'POST', path: 'api/videocclassification/myClassification', target: '/categories/mine', access: 'user' },
    { method: 'POST', path: 'api/videocclassification/addMyclassification', target: '/categories/mine/toggle', access: 'user' },
    // lists and one video
    { method: 'POST', path: 'api/Video/getList', target: '/videos/list', access: 'open' },
    { method: 'GET', path: 'api/video/videoList', target: '/videos/featured', access: 'open' },
    { method: 'POST', path: 'api/Video/anchorWorks', target: '/videos/by-streamer', access: 'open' },
    { method: 'GET', path: 'api/Video/userPostList', target: '/videos/posted', access: 'open' },
    { method: 'POST', path: 'api/Video/getVideoInfo', target: '/videos/info', access: 'open' },
    { method: 'POST', path: 'api/Video/addView', target: '/videos/view', access: 'open' },
    { method: 'GET', path: 'api/videoRank/getRank', target: '/videos/rank', access: 'open' },
    // comments
    { method: 'POST', path: 'api/Video/commentList', target: '/videos/comments', access: 'open' },
    { method: 'GET', path: 'api/Video/commentOneList', target: '/videos/comments/replies', access: 'open' },
    { method: 'POST', path: 'api/Video_user/comment', target: '/videos/comments/add', access: 'user' },
    // likes, favourites, deleting one's own
    { method: 'POST', path: 'api/Video_user/likes', target: '/videos/like', access: 'user' },
    { method: 'POST', path: 'api/Video_user/commentLikes', target: '/videos/comments/like', access: 'user' },
    { method: 'POST', path: 'api/Video_user/favorites', target: '/videos/favorite', access: 'user' },
    { method: 'POST', path: 'api/Video_user/delete', target: '/videos/delete', access: 'user' },
  ],
  // Players fetch the videos' HLS and posters under /media/videos on the site's origin (the edge proxies /media/*; the longer prefix wins over the media service's).
  prefixes: [{ prefix: '/media/videos', target: '/files', access: { 'GET /library/:clip/:file': 'open', 'GET /own/:folder/:file': 'open' } }],
};
