import type { ImMessage } from '@arena/protocol';
import { useEffect, useMemo, useRef } from 'react';
import { DanmakuOverlay } from '../../../danmaku/DanmakuOverlay';
import type { DanmakuSource } from '../../../danmaku/danmaku-source';
import { useNobleTiers } from '../../../gifts/nobility-queries';
import type { RoomChat } from '../chat/room-chat';

/** A live room's chat as danmaku: each text line as it arrives, a noble's in their tier's colour. */
export function RoomDanmakuOverlay({ chat, me }: { chat: RoomChat; me: string | undefined }) {
  const nobleTier = useNobleTiers();
  // The latest viewer and tiers, read by the subscription without subscribing again.
  const latest = useRef({ me, nobleTier });
  useEffect(() => {
    latest.current = { me, nobleTier };
  });
  const source = useMemo<DanmakuSource>(
    () => ({
      subscribe: (show) =>
        chat.onArrival((message: ImMessage) => {
          if (message.type !== 'text') return;
          show({
            key: message.id,
            text: message.text,
            own: message.from === latest.current.me,
            color: latest.current.nobleTier(message.marks?.noble)?.privileges.danmaku_color,
          });
        }),
    }),
    [chat],
  );
  return <DanmakuOverlay source={source} />;
}
