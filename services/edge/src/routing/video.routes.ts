import { ServiceRoutes } from './route-entry';

/** The `video` rows of the catalogue, the resumable uploads Video_user/insert posts, and the videos' files. */
export const VIDEO_ROUTES: ServiceRoutes = {
  service: 'video',
  catalogue: [
    // categories
    { method: 'GET', path: 'api/Videoclassification', target: '/categories' },
    { method: 'GET', path: 'api/videocclassification/recommend', target: '/categories/recommended' },
    { method: 'GET', path: 'api/videocclassification/allList', target: '/categories/all' },
    { method: 'GET', path: 'api/videocclassification/search', target: '/categories/search' },
    { method: 'POST', path: 'api/videocclassification/myClassification', target: '/categories/mine' },
    { method: 'POST', path: 'api/videocclassification/addMyclassification', target: '/categories/mine/toggle' },
    // lists and one video
    { method: 'POST', path: 'api/Video/getList', target: '/videos/list' },
    { method: 'GET', path: 'api/video/videoList', target: '/videos/featured' },
    { method: 'POST', path: 'api/Video/anchorWorks', target: '/videos/by-streamer' },
    { method: 'GET', path: 'api/Video/userPostList', target: '/videos/posted' },
    { method: 'POST', path: 'api/Video/getVideoInfo', target: '/videos/info' },
    { method: 'POST', path: 'api/Video/addView', target: '/videos/view' },
    { method: 'GET', path: 'api/videoRank/getRank', target: '/videos/rank' },
    // comments
    { method: 'POST', path: 'api/Video/commentList', target: '/videos/comments' },
    { method: 'GET', path: 'api/Video/commentOneList', target: '/videos/comments/replies' },
    { method: 'POST', path: 'api/Video_user/comment', target: '/videos/comments/add' },
    // likes, favourites, deleting one's own
    { method: 'POST', path: 'api/Video_user/likes', target: '/videos/like' },
    { method: 'POST', path: 'api/Video_user/commentLikes', target: '/videos/comments/like' },
    { method: 'POST', path: 'api/Video_user/favorites', target: '/videos/favorite' },
    { method: 'POST', path: 'api/Video_user/delete', target: '/videos/delete' },
    // posting an uploaded video
    { method: 'POST', path: 'api/Video_user/insert', target: '/videos/insert' },
  ],
  // Players fetch the videos' HLS and posters under /media/videos on the site's origin (the edge proxies /media/*; the longer prefix wins over the media service's).
  prefixes: [
    { prefix: '/media/videos', target: '/files' },
    // Chat replay: a replay's room chat and gifts by their time into the recording.
    { prefix: '/api/replay-chat', target: '/replay-chat' },
    // Clips: cutting them from live rooms and videos, their state and lists.
    { prefix: '/api/clips', target: '/clips' },
    // Danmaku on videos: lines at a moment of the playback (list by window, post, delete one's own).
    { prefix: '/api/video/danmaku', target: '/danmaku' },
    // The tus protocol's requests (POST, then HEAD/PATCH/DELETE on the upload's address).
    { prefix: '/api/video/uploads', target: '/uploads' },
    // A community post's video, made from a finished upload.
    { prefix: '/api/video/post-videos', target: '/post-videos' },
  ],
};
