import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../api/api';
import { currentLang } from '../../../i18n/i18n';
import { useLiveMessages, useUserSubscription } from '../../../realtime/live';
import { useProfile, useSession } from '../../auth/use-session';
import { communityKeys } from '../community-keys';

export type NotificationPage = Awaited<ReturnType<typeof fetchPage>>;
export type Notification = NotificationPage['list'][number];

/** Notifications a panel page shows. */
export const NOTIFICATIONS_PER_PAGE = 10;

const fetchPage = (page: number) => api.post('/api/Push/getList', { page, limit: NOTIFICATIONS_PER_PAGE });

/** The bell's count: read once, then moved by the live socket's pushes and by marking read. */
export function useUnreadNotifications() {
  const token = useSession().token ?? null;
  const queryClient = useQueryClient();
  useLiveMessages((message) => {
    if (message.code !== 200 || message.type !== 'notification' || !token) return;
    queryClient.setQueryData(communityKeys.unread(token), { unread: message.data.unread });
    // The open panel shows the new one at once; a closed one reads it when opened.
    void queryClient.invalidateQueries({ queryKey: [...communityKeys.notifications(token), 'list'] });
  });
  // A notification pushed before this page's socket was registered never arrived: read the count again.
  useUserSubscription(useProfile()?.id, () => {
    if (token) void queryClient.invalidateQueries({ queryKey: communityKeys.notifications(token) });
  });
  return useQuery({
    queryKey: communityKeys.unread(token),
    queryFn: () => api.get('/api/community/notifications/unread'),
    enabled: Boolean(token),
  });
}

/** A page of the reader's notifications, newest first, in the page's language. */
export function useNotificationPage(page: number) {
  const token = useSession().token ?? null;
  return useQuery({
    queryKey: communityKeys.notificationPage(token, currentLang(), page),
    queryFn: () => fetchPage(page),
    enabled: Boolean(token),
    placeholderData: keepPreviousData,
  });
}

/** Marks one notification read, or all of them (no id); the count and the pages follow. */
export function useMarkRead() {
  const token = useSession().token ?? null;
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id?: number) =>
      id === undefined
        ? api.post('/api/community/notifications/read-all', {})
        : api.post('/api/community/notifications/read', { id }),
    onSuccess: (data) => {
      queryClient.setQueryData(communityKeys.unread(token), { unread: data.unread });
      void queryClient.invalidateQueries({ queryKey: [...communityKeys.notifications(token), 'list'] });
    },
  });
}

/** Where a notification leads on the site: the post, the follower, the room, the match. */
export function notificationLink(notification: Notification): string {
  switch (notification.kind) {
    case 'follow':
      return `/persona?id=${notification.target_id}`;
    case 'live':
      return `/live?id=${notification.target_id}`;
    case 'match':
      return `/score-detail?id=${notification.target_id}`;
    default:
      return `/circle-detail?id=${notification.target_id}`;
  }
}
