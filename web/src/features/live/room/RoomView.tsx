import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSession } from '../../auth/use-session';
import { useInbox } from '../../../realtime/im';
import { Tabs } from '../../../ui/Tabs';
import { GiftAnimations } from '../../gifts/GiftAnimations';
import { GiftBar } from '../../gifts/GiftBar';
import { useGiftCatalogue } from '../../gifts/gifts-queries';
import { RedEnvelopePopup } from '../../gifts/RedEnvelopePopup';
import { ChatPanel } from './chat/ChatPanel';
import type { ChatRoles } from './chat/ChatLine';
import { useRoomChat } from './chat/room-chat';
import { ContributionRank } from './ContributionRank';
import { RoomDanmakuOverlay } from './danmaku/RoomDanmakuOverlay';
import { NobleEntryEffects } from '../../gifts/NobleEntryEffects';
import { PaidDanmakuLayer } from '../../gifts/PaidDanmakuLayer';
import { PlayerArea } from './PlayerArea';
import { PlayerOverlaySlot } from './player-overlay-slot';
import { RecordingsPanel } from './RecordingsPanel';
import { ClipButton } from '../../clips/ClipButton';
import { ClipsPanel } from '../../clips/ClipsPanel';
import { clipKeys } from '../../clips/clip-queries';
import { RoomHeader } from './RoomHeader';
import { type RoomInfo, useViewerStatus } from './room-queries';
import { changesRoomState, moderationOf } from './room-event-kinds';
import { type RoomEvent, useRoomEvents } from './use-room-events';
import '../live.css';
import { liveKeys } from '../live-keys';
import { ErrorRegion } from '../../../ui/ErrorRegion';
import { HydrateApart } from '../../../ui/HydrateApart';
import '../../gifts/gifts-words';

type Panel = 'chat' | 'rank' | 'clips' | 'recordings';

/** A live room: header, player area with the danmaku and effects, gift bar, chat, contribution rank and recordings. */
export function RoomView({ room }: { room: RoomInfo }) {
  const { t } = useTranslation('live');
  const { token } = useSession();
  const loggedIn = Boolean(token);
  const queryClient = useQueryClient();
  const { me } = useInbox();
  const { chat, state } = useRoomChat(room.group_id);
  const status = useViewerStatus(room.id, loggedIn);
  const [staff, setStaff] = useState<ReadonlySet<string>>(new Set());
  const [panel, setPanel] = useState<Panel>('chat');
  const [entered, setEntered] = useState(false);
  const catalogue = useGiftCatalogue();

  const nickOf = (uid: number | undefined) =>
    state.messages.findLast((m) => m.from === String(uid))?.nick ?? `#${uid ?? ''}`;
  useRoomEvents(
    room.id,
    (event: RoomEvent) => {
      const moderation = moderationOf(event);
      if (moderation) {
        const { kind, uid, on } = moderation;
        chat.notice(t(`events.${kind}${on ? '' : 'Off'}`, { nick: nickOf(uid) }), `${kind}-${uid ?? ''}-${Date.now()}`);
        if (kind === 'staff' && uid) {
          const id = String(uid);
          setStaff((current) => new Set(on ? [...current, id] : [...current].filter((staffId) => staffId !== id)));
        }
        if (uid && String(uid) === me?.id) void status.refetch();
      }
      if (event.type === 'enterRoom')
        chat.notice(t('nobility:entered', { nick: event.data.nick }), `enter-${event.data.uid}-${Date.now()}`);
      if (event.type === 'gift') {
        const gift = event.data;
        const name = catalogue.data?.find((g) => g.id === gift.gift_id)?.name ?? gift.gift_name;
        chat.notice(
          t('gifts:chatLine', { nick: gift.user_nickname, gift: name, count: gift.count }),
          `gift-${gift.send_id}`,
        );
      }
      if (changesRoomState(event)) void queryClient.invalidateQueries({ queryKey: liveKeys.room(room.id) });
      if (event.type === 'replayReady') void queryClient.invalidateQueries({ queryKey: liveKeys.recordings(room.id) });
      if (event.type === 'clipReady') void queryClient.invalidateQueries({ queryKey: clipKeys.all });
    },
    () => {
      // In the room (at first and after a reconnect): an event sent between reading the room and this
      // moment never arrived (a push going on the air as the page opened), so the room is read again.
      void queryClient.invalidateQueries({ queryKey: liveKeys.room(room.id) });
      setEntered(true);
    },
  );

  const roles: ChatRoles = {
    roomId: room.id,
    streamerId: room.anchor_id,
    me: me?.id,
    staff,
    canModerate: status.data?.can_moderate ?? false,
    canAppoint: status.data?.can_appoint ?? false,
  };
  return (
    <div className="page page--live">
      <div className="live" data-room={entered ? 'entered' : 'entering'}>
        <div className="live__stage">
          <ErrorRegion name="roomHeader">
            <HydrateApart>
              <RoomHeader room={room} online={state.online ?? room.online} loggedIn={loggedIn} />
            </HydrateApart>
          </ErrorRegion>
          <ErrorRegion name="player">
            <PlayerArea room={room}>
              <ErrorRegion name="roomEffects" layout="floating">
                <RoomDanmakuOverlay chat={chat} me={me?.id} />
                <GiftAnimations roomId={room.id} />
                <RedEnvelopePopup roomId={room.id} />
                <PaidDanmakuLayer roomId={room.id} />
                <NobleEntryEffects roomId={room.id} />
              </ErrorRegion>
              <PlayerOverlaySlot />
            </PlayerArea>
          </ErrorRegion>
          <ErrorRegion name="giftBar">
            <HydrateApart>
              <GiftBar roomId={room.id} isSelf={room.is_self === 1} />
            </HydrateApart>
          </ErrorRegion>
          {room.is_live === 1 && (
            <div className="room-actions">
              <ClipButton roomId={room.id} />
            </div>
          )}
          {room.placard && (
            <p className="room-placard" data-testid="room-placard">
              {room.placard}
            </p>
          )}
        </div>
        <aside className="live__panel">
          {/* The header, the gift bar and the panel hydrate each apart from the player (decision 059). */}
          <HydrateApart>
            <Tabs<Panel>
              items={(['chat', 'rank', 'clips', 'recordings'] as const).map((key) => ({
                key,
                label: key === 'clips' ? t('clips:tab') : t(`panels.${key}`),
              }))}
              active={panel}
              onChange={setPanel}
            >
              {panel === 'chat' && (
                <ErrorRegion name="chat">
                  <ChatPanel
                    chat={chat}
                    state={state}
                    roles={roles}
                    loggedIn={loggedIn}
                    muted={status.data?.muted || status.data?.shielded}
                  />
                </ErrorRegion>
              )}
              {panel === 'rank' && <ContributionRank roomId={room.id} />}
              {panel === 'clips' && <ClipsPanel roomId={room.id} />}
              {panel === 'recordings' && <RecordingsPanel roomId={room.id} />}
            </Tabs>
          </HydrateApart>
        </aside>
      </div>
    </div>
  );
}
