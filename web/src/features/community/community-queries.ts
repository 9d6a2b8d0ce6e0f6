import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../api/api';
import { currentLang } from '../../i18n/i18n';
import { useSession } from '../auth/use-session';
import { uploadFile } from '../account/profile/upload';
import { communityKeys } from './community-keys';

export type Post = Awaited<ReturnType<typeof fetchPost>>;
export type Comment = Awaited<ReturnType<typeof fetchComments>>['list'][number];
export type Circle = Awaited<ReturnType<typeof fetchCircles>>['list'][number];
export type ArticleCard = Awaited<ReturnType<typeof fetchNews>>['list'][number];
export type NewsCategory = 'football' | 'basketball' | 'other' | 'platform';

const fetchPost = (id: number) => api.post('/api/anchor_dynamics/info', { id });
const fetchComments = (postId: number, page: number) =>
  api.post('/api/anchor_dynamics/commentList', { post_id: postId, page, limit: 20 });
const fetchCircles = () => api.get('/api/community/circles', { limit: 100 });
const fetchNews = (category: NewsCategory | undefined, page: number, limit: number) =>
  api.post('/api/Portal_post/getList2', { category, page, limit });

/** The caller's token and language: answers differ by both (is_like, is_joined, names). */
function useViewer() {
  return { token: useSession().token ?? null, lang: currentLang() };
}

export function useCircles() {
  const { token, lang } = useViewer();
  return useQuery({ queryKey: communityKeys.circles(lang, token), queryFn: fetchCircles });
}

export function useFeed(circleId: number, order: 'new' | 'hot', page: number) {
  const { token, lang } = useViewer();
  return useQuery({
    queryKey: communityKeys.feed(circleId, order, page, lang, token),
    queryFn: () => api.get('/api/community/feed', { circle_id: circleId || undefined, order, page, limit: 10 }),
    placeholderData: keepPreviousData,
    refetchInterval: (query) => pollWhileProcessing(query.state.data?.list),
  });
}

export function usePost(id: number) {
  const { token, lang } = useViewer();
  return useQuery({
    queryKey: communityKeys.post(id, lang, token),
    queryFn: () => fetchPost(id),
    enabled: id > 0,
    refetchInterval: (query) => pollWhileProcessing(query.state.data && [query.state.data]),
  });
}

export function useUserPosts(uid: number, page: number) {
  const { token, lang } = useViewer();
  return useQuery({
    queryKey: communityKeys.byUser(uid, page, lang, token),
    queryFn: () => api.post('/api/anchor_dynamics/userPostList', { uid, page, limit: 10 }),
    enabled: uid > 0,
    placeholderData: keepPreviousData,
    refetchInterval: (query) => pollWhileProcessing(query.state.data?.list),
  });
}

export function useComments(postId: number, page: number) {
  const { token } = useViewer();
  return useQuery({
    queryKey: communityKeys.comments(postId, page, token),
    queryFn: () => fetchComments(postId, page),
    enabled: postId > 0,
  });
}

export function useNews(category: NewsCategory | undefined, page: number, limit = 10) {
  const lang = currentLang();
  return useQuery({
    queryKey: communityKeys.news(category ?? 'all', page, limit, lang),
    queryFn: () => fetchNews(category, page, limit),
    placeholderData: keepPreviousData,
  });
}

export function useArticle(id: number) {
  const lang = currentLang();
  return useQuery({
    queryKey: communityKeys.article(id, lang),
    queryFn: () => api.get('/api/community/articles/info', { id }),
    enabled: id > 0,
  });
}

export function useBanners() {
  const lang = currentLang();
  return useQuery({ queryKey: communityKeys.banners(lang), queryFn: () => api.post('/api/Banner/getBannerList') });
}

/** After any change to posts or comments, every list that may show them reloads. */
function useInvalidatePosts() {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: communityKeys.posts }),
      queryClient.invalidateQueries({ queryKey: ['community', 'circles'] }),
    ]);
}

/** What the composer publishes: text with pictures, or with one video. */
export interface NewPost {
  circleId: number;
  /** The circle's sport: the video's category on the video service. */
  sport: string;
  content: string;
  files: File[];
  video?: File;
  /** Told how much of the video went up (0-1). */
  onVideoProgress?: (fraction: number) => void;
}

/** While a post's video is transcoding, the list showing it reads again (the server asks the video service). */
const PROCESSING_POLL_MS = 3000;
const pollWhileProcessing = (posts: Post[] | undefined) =>
  posts?.some((post) => post.video?.status === 'processing') ? PROCESSING_POLL_MS : false;

/**
 * Uploads the pictures one by one (kind `post`), or the video (tus, resumable, then made a post's
 * video by the video service), then publishes the post naming them.
 */
export function usePublish() {
  const invalidate = useInvalidatePosts();
  const { token, lang } = useViewer();
  return useMutation({
    mutationFn: async ({ circleId, sport, content, files, video, onVideoProgress }: NewPost) => {
      if (video) {
        // The uploader (tus-js-client) loads with the first video post, not with the page.
        const { uploadVideo } = await import('../video/upload/tus-upload');
        const uploadId = await uploadVideo(
          video,
          { token: token ?? '', lang },
          { onProgress: onVideoProgress ?? (() => {}) },
        ).done;
        const made = await api.post('/api/video/post-videos', { upload_id: uploadId, sport: sport || undefined });
        return api.post('/api/anchor_dynamics_user/insert', {
          circle_id: circleId,
          content,
          images: [],
          video_id: made.id,
        });
      }
      const images: string[] = [];
      for (const file of files) images.push(await uploadFile(file, 'post'));
      return api.post('/api/anchor_dynamics_user/insert', { circle_id: circleId, content, images });
    },
    onSuccess: invalidate,
  });
}

export function useTogglePostLike() {
  const invalidate = useInvalidatePosts();
  return useMutation({
    mutationFn: (id: number) => api.post('/api/anchor_dynamics_user/likes', { id }),
    onSuccess: invalidate,
  });
}

export function useDeletePost() {
  const invalidate = useInvalidatePosts();
  return useMutation({
    mutationFn: (id: number) => api.post('/api/anchor_dynamics/deletePost', { id }),
    onSuccess: invalidate,
  });
}

export function useAddComment() {
  const invalidate = useInvalidatePosts();
  return useMutation({
    mutationFn: (input: { post_id: number; content: string; parent_id?: number }) =>
      api.post('/api/anchor_dynamics_user/comment', input),
    onSuccess: invalidate,
  });
}

export function useToggleCommentLike() {
  const invalidate = useInvalidatePosts();
  return useMutation({
    mutationFn: (id: number) => api.post('/api/anchor_dynamics_user/commentLikes', { id }),
    onSuccess: invalidate,
  });
}

export function useDeleteComment() {
  const invalidate = useInvalidatePosts();
  return useMutation({
    mutationFn: (id: number) => api.post('/api/community/comments/delete', { id }),
    onSuccess: invalidate,
  });
}

export function useJoinCircle() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ circleId, join }: { circleId: number; join: boolean }) =>
      join
        ? api.post('/api/community/circles/join', { circle_id: circleId })
        : api.post('/api/community/circles/leave', { circle_id: circleId }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['community', 'circles'] }),
  });
}

/** Feedback to the operators: the screenshots are uploaded like a post's pictures, then sent with the text. */
export function useSendFeedback() {
  return useMutation({
    mutationFn: async ({ content, contact, files }: { content: string; contact: string; files: File[] }) => {
      const images: string[] = [];
      for (const file of files) images.push(await uploadFile(file, 'post'));
      return api.post('/api/Universal/feedback', { content, contact: contact || undefined, images });
    },
  });
}
