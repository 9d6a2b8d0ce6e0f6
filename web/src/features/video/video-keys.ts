/**
 * Every TanStack Query key of the video domain, under `['video']`: a prefix invalidates everything
 * below it (a video's comments go with `video(id)`).
 */
export const videoKeys = {
  all: ['video'] as const,
  allCategories: ['video', 'categories'] as const,
  categories: (lang: string, loggedIn: boolean) => [...videoKeys.allCategories, lang, loggedIn] as const,
  list: (lang: string, filter: object) => ['video', 'list', lang, filter] as const,
  featured: (lang: string, filter: object) => ['video', 'featured', lang, filter] as const,
  works: (lang: string, streamerId: number, page: number) => ['video', 'works', lang, streamerId, page] as const,
  rank: (lang: string, period: string) => ['video', 'rank', lang, period] as const,
  video: (id: number) => ['video', 'one', id] as const,
  info: (id: number, lang: string, loggedIn: boolean) => [...videoKeys.video(id), 'info', lang, loggedIn] as const,
  comments: (id: number) => [...videoKeys.video(id), 'comments'] as const,
  replies: (id: number, commentId: number) => [...videoKeys.comments(id), 'replies', commentId] as const,
  myDanmaku: (id: number) => [...videoKeys.video(id), 'my-danmaku'] as const,
};
