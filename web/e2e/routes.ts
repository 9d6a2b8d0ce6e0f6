/** Every route of spec section 2, with the query its pages read; /member (login only) is listed apart. */
export const ROUTES = [
  '/main', '/login', '/dome', '/demo', '/new_file', '/football', '/basketball', '/score-live', '/score-detail',
  '/anchor?type=0', '/anchor?type=3', '/rank', '/attention', '/reserve', '/live', '/schedule?type=4', '/news', '/circle',
  '/circle-detail', '/trophy/home', '/base-football', '/base-basketball', '/foresight', '/downLoad', '/specialist',
  '/specialist-home', '/specialist-info', '/specialist-detail', '/chat-chat', '/video-list', '/video-player',
  '/video-classify?type=1&id=2&name=Highlights', '/detail', '/persona?id=2', '/comment', '/search?name=Arsenal',
  '/about-user?tabI=0', '/about-user?tabI=3', '/feedback', '/goods', '/goods?view=records', '/activity', '/404',
];
