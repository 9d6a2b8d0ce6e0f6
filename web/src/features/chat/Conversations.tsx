import type { ImConversationItem } from '@arena/protocol';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useInbox } from '../../realtime/im';
import { AddressBook } from './AddressBook';
import { ConversationList } from './ConversationList';
import { GroupChatList } from './GroupChatList';
import { GroupMembersPicker } from './GroupMembersPicker';
import { GroupThread } from './GroupThread';
import { MessageThread, type Peer } from './MessageThread';
import './groups.css';
import './groups-words';

/** What the right-hand side (or, on narrow screens, the whole panel) shows. */
type Pane =
  | { kind: 'peer'; peer: Peer }
  | { kind: 'group'; groupId: string }
  | { kind: 'book' }
  | { kind: 'pick'; groupId?: string };

/**
 * Conversations beside the open thread (side by side when wide; on narrow screens the list, then the
 * thread with a back button), shared by the private-message panel and /chat-chat: the group chats
 * first, then private conversations; the address book creates and joins group chats.
 */
export function Conversations({ initialPeer, narrow }: { initialPeer?: Peer; narrow: boolean }) {
  const { t } = useTranslation('chat');
  const { t: tg } = useTranslation('groups');
  const { conversations, groups, loaded, status, me } = useInbox();
  const [pane, setPane] = useState<Pane | undefined>(initialPeer && { kind: 'peer', peer: initialPeer });
  // A new peer from the page (its address, then their card's name) opens their conversation.
  const [givenPeer, setGivenPeer] = useState(initialPeer);
  if (initialPeer !== givenPeer) {
    setGivenPeer(initialPeer);
    if (initialPeer) setPane({ kind: 'peer', peer: initialPeer });
  }

  const open = (item: ImConversationItem) =>
    setPane({ kind: 'peer', peer: { peerId: item.peerId, nick: item.nick, avatar: item.avatar } });
  const close = () => setPane(undefined);

  if (me?.guest) return <p className="im-note muted">{t('guest')}</p>;
  if (status !== 'online' && !loaded)
    return (
      <p className="im-note muted">{status === 'refused' || status === 'offline' ? t('offline') : t('connecting')}</p>
    );

  const showList = !narrow || !pane;
  const back = narrow ? close : undefined;
  return (
    <div className={`im${narrow ? ' im--narrow' : ''}`} data-testid="im">
      {showList && (
        <div className="im__list">
          <div className="im__tools">
            <button
              type="button"
              className="btn btn--ghost btn--small"
              onClick={() => setPane({ kind: 'book' })}
              data-testid="im-address-book"
            >
              {tg('title')}
            </button>
            <button
              type="button"
              className="btn btn--primary btn--small"
              onClick={() => setPane({ kind: 'pick' })}
              data-testid="im-new-group"
            >
              {tg('create')}
            </button>
          </div>
          <GroupChatList
            items={groups}
            active={pane?.kind === 'group' ? pane.groupId : undefined}
            onOpen={(item) => setPane({ kind: 'group', groupId: item.groupId })}
          />
          <ConversationList
            items={conversations}
            active={pane?.kind === 'peer' ? pane.peer.peerId : undefined}
            onOpen={open}
            loaded={loaded && groups.length === 0}
          />
        </div>
      )}
      {pane?.kind === 'peer' && <MessageThread key={pane.peer.peerId} peer={pane.peer} onBack={back} />}
      {pane?.kind === 'group' && (
        <GroupThread
          key={pane.groupId}
          groupId={pane.groupId}
          onBack={back}
          onAddMembers={() => setPane({ kind: 'pick', groupId: pane.groupId })}
          onGone={close}
        />
      )}
      {pane?.kind === 'book' && (
        <AddressBook
          onBack={close}
          onMessage={(person) =>
            setPane({
              kind: 'peer',
              peer: { peerId: String(person.id), nick: person.user_nickname, avatar: person.avatar },
            })
          }
          onOpenGroup={(groupId) => setPane({ kind: 'group', groupId })}
          onCreate={() => setPane({ kind: 'pick' })}
        />
      )}
      {pane?.kind === 'pick' && (
        <GroupMembersPicker
          key={pane.groupId ?? 'new'}
          groupId={pane.groupId}
          onBack={() => setPane(pane.groupId ? { kind: 'group', groupId: pane.groupId } : { kind: 'book' })}
          onDone={(groupId) => setPane({ kind: 'group', groupId })}
        />
      )}
      {!pane && !narrow && <div className="im__placeholder muted">{t('pick')}</div>}
    </div>
  );
}
