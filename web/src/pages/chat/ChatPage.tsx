import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useSearchParams } from 'react-router';
import { useProfile, useSession } from '../../features/auth/use-session';
import { Conversations } from '../../features/chat/Conversations';
import type { Peer } from '../../features/chat/MessageThread';
import { PageHeader } from '../../ui/PageHeader';
import { useMediaQuery } from '../../ui/use-media-query';
import { isUserId, useUserCard } from '../../features/account/user-cards/user-card-query';

/**
 * /chat-chat: conversations and messages on one page for users with chat permission; on phones the
 * list, then the thread. `?id=<user>` opens (or starts) the conversation with that user, named from
 * their public card.
 */
export default function ChatPage() {
  const { t } = useTranslation('pages');
  const { token } = useSession();
  const user = useProfile();
  const narrow = useMediaQuery('(max-width: 991px)');
  const [params] = useSearchParams();
  const id = Number(params.get('id'));
  const card = useUserCard(id);
  const initialPeer = useMemo<Peer | undefined>(
    () =>
      isUserId(id)
        ? { peerId: String(id), nick: card.data?.user_nickname ?? '', avatar: card.data?.avatar ?? '' }
        : undefined,
    [id, card.data],
  );

  if (!token) return <Navigate to="/main" replace />;
  return (
    <div className="page page--chat">
      <PageHeader title={t('chat.title')} subtitle={t('chat.subtitle')} />
      <div className="chat-page" data-testid="chat-page">
        {user && user.chatpermission !== 1 ? (
          <p className="im-note muted">{t('chat:noPermission')}</p>
        ) : (
          <Conversations narrow={narrow} initialPeer={initialPeer} />
        )}
      </div>
    </div>
  );
}
