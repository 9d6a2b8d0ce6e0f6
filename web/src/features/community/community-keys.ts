/** TanStack Query keys of the community domain: circles, feeds, posts and their comments, news, banners. */
export const communityKeys = {
  all: ['community'] as const,
  circles: (lang: string, token: string | null) => ['community', 'circles', lang, token] as const,
  circle: (id: number, lang: string, token: string | null) => ['community', 'circle', id, lang, token] as const,
  posts: ['community', 'posts'] as const,
  feed: (circleId: number, order: string, page: number, lang: string, token: string | null) =>
    ['community', 'posts', 'feed', circleId, order, page, lang, token] as const,
  post: (id: number, lang: string, token: string | null) => ['community', 'posts', 'one', id, lang, token] as const,
  byUser: (uid: number, page: number, lang: string, token: string | null) =>
    ['community', 'posts', 'by-user', uid, page, lang, token] as const,
  comments: (postId: number, page: number, token: string | null) =>
    ['community', 'posts', 'comments', postId, page, token] as const,
  news: (category: string, page: number, limit: number, lang: string) =>
    ['community', 'news', category, page, limit, lang] as const,
  article: (id: number, lang: string) => ['community', 'article', id, lang] as const,
  banners: (lang: string) => ['community', 'banners', lang] as const,
  /** The signed-in reader's notifications: the bell's count and the panel's pages. */
  notifications: (token: string | null) => ['community', 'notifications', token] as const,
  unread: (token: string | null) => ['community', 'notifications', token, 'unread'] as const,
  notificationPage: (token: string | null, lang: string, page: number) =>
    ['community', 'notifications', token, 'list', lang, page] as const,
  support: ['community', 'support'] as const,
  autoReply: (token: string | null) => ['community', 'auto-reply', token] as const,
};
