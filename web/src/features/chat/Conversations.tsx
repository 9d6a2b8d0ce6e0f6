import type { ImConversationItem } from '@arena/protocol';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useInbox } from '../../realtime/im';
import { ConversationList } from './ConversationList';
import { MessageThread, type Peer } from './MessageThread';

/**
 * Conversations beside the open thread (side by side when wide; on narrow screens the list, then the
 * thread with a back button), shared by the private-message panel and /chat-chat.
 */
export function Conversations({ initialPeer, narrow }: { initialPeer?: Peer; narrow: boolean }) {
  const { t } = useTranslation('chat');
  const { conversations, loaded, status, me } = useInbox();
  const [peer, setPeer] = useState<Peer | undefined>(initialPeer);
  // A new peer from the page (its address, then their card's name) opens their conversation.
  const [givenPeer, setGivenPeer] = useState(initialPeer);
  if (initialPeer !== givenPeer) {
    setGivenPeer(initialPeer);
    if (initialPeer) setPeer(initialPeer);
  }

  const open = (item: ImConversationItem) => setPeer({ peerId: item.peerId, nick: item.nick, avatar: item.avatar });

  if (me?.guest) return <p className="im-note muted">{t('guest')}</p>;
  if (status !== 'online' && !loaded)
    return (
      <p className="im-note muted">{status === 'refused' || status === 'offline' ? t('offline') : t('connecting')}</p>
    );

  const showList = !narrow || !peer;
  const showThread = Boolean(peer) && (!narrow || Boolean(peer));
  return (
    <div className={`im${narrow ? ' im--narrow' : ''}`} data-testid="im">
      {showList && (
        <div className="im__list">
          <ConversationList items={conversations} active={peer?.peerId} onOpen={open} loaded={loaded} />
        </div>
      )}
      {showThread && peer ? (
        <MessageThread key={peer.peerId} peer={peer} onBack={narrow ? () => setPeer(undefined) : undefined} />
      ) : (
        !narrow && <div className="im__placeholder muted">{t('pick')}</div>
      )}
    </div>
  );
}
