import { useState } from 'react';
import { useLiveMessages } from '../../realtime/live';
import './nobility.css';

/** Seconds a paid danmaku crosses the player, or stays pinned (`top`). */
const SHOWN_S = 8;
const MAX_SHOWN = 20;

interface PaidDanmaku {
  id: number;
  nick: string;
  content: string;
  color: string;
  effect: string;
  lane: number;
}

/**
 * The room's paid danmaku (code 200 `barrage` events) over the player: coloured in their style,
 * flying across (`float`, `glow`: with a halo) or pinned at the top (`top`). Room events, so they
 * arrive even when the chat's danmaku are capped.
 */
export function PaidDanmakuLayer({ roomId }: { roomId: number }) {
  const [shown, setShown] = useState<PaidDanmaku[]>([]);
  useLiveMessages((message) => {
    if (message.code !== 200 || message.type !== 'barrage' || message.roomId !== roomId) return;
    const data = message.data;
    setShown((list) =>
      [
        ...list,
        {
          id: data.id,
          nick: data.user_nickname,
          content: data.content,
          color: data.color,
          effect: data.effect,
          lane: data.id % 4,
        },
      ].slice(-MAX_SHOWN),
    );
    setTimeout(() => setShown((list) => list.filter((item) => item.id !== data.id)), SHOWN_S * 1000);
  });
  if (shown.length === 0) return null;
  return (
    <div className="paid-danmaku" aria-live="polite" data-testid="paid-danmaku">
      {shown.map((item) => (
        <div
          key={item.id}
          className={`paid-danmaku__item paid-danmaku__item--${item.effect}`}
          style={{
            color: item.color,
            top: item.effect === 'top' ? 8 : `${20 + item.lane * 12}%`,
            animationDuration: `${SHOWN_S}s`,
          }}
        >
          <span className="paid-danmaku__nick">{item.nick}:</span> {item.content}
        </div>
      ))}
    </div>
  );
}
