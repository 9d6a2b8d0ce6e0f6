import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useSearchParams } from 'react-router';
import { useProfile, useSession } from '../../auth/use-session';
import { Conversations } from '../../components/chat/Conversations';
import type { Peer } from '../../components/chat/MessageThread';
import { PageHeader } from '../../ui/PageHeader';
import { useMediaQuery } from '../../ui/use-media-query';

/**
 * /chat-chat: conversations and messages on one page for users with chat permission; on phones the
 * list, then the thread. `?peer=<id>&nick=` opens (or starts) a conversation.
 */
export default function ChatPage() {
  const { t } = useTranslation('pages');
  const { token } = useSession();
  const user = useProfile();
  const narrow = useMediaQuery('(max-width: 991px)');
  const [params] = useSearchParams();
  const peerId = params.get('peer');
  const nick = params.get('nick') ?? '';
  const initialPeer = useMemo<Peer | undefined>(() => (peerId ? { peerId, nick, avatar: '' } : undefined), [peerId, nick]);

  if (!token) return <Navigate to="/main" replace />;
  return (
    <div className="page page--chat">
      <PageHeader title={t('chat.title')} subtitle={t('chat.subtitle')} />
      <div className="chat-page" data-testid="chat-page">
        {user && user.chatpermission !== 1 ? <p className="im-note muted">{t('chat:noPermission')}</p> : <Conversations narrow={narrow} initialPeer={initialPeer} />}
      </div>
    </div>
  );
}
