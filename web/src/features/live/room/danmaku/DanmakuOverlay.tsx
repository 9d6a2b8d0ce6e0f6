import type { ImMessage } from '@arena/protocol';
import { useEffect, useEffectEvent, useRef, useState } from 'react';
import { useNobleTiers } from '../../../gifts/nobility-queries';
import type { RoomChat } from '../chat/room-chat';
import { useDanmakuSettings } from './danmaku-settings';

/** Seconds a danmaku takes to cross the player. */
const FLIGHT_S = 8;
/** Lines per area setting (a quarter, half, all of the player's height at the medium size). */
const LANES: Record<1 | 2 | 3, number> = { 1: 3, 2: 6, 3: 12 };
/** How much of the player's height each area setting covers. */
const AREA_HEIGHT: Record<1 | 2 | 3, string> = { 1: '25%', 2: '50%', 3: '100%' };
/** More than this on screen at once and the newest wait their turn out (the list still has them). */
const MAX_FLYING = 60;

interface Flying {
  key: string;
  text: string;
  lane: number;
  own: boolean;
  /** A noble's danmaku fly in their tier's colour. */
  color?: string;
}

/**
 * The room's live messages flying across the player area, right to left, per the viewer's settings
 * (show, area, size, opacity), a noble's in their tier's colour. Lanes are reused in turn so lines
 * rarely overlap.
 */
export function DanmakuOverlay({ chat, me }: { chat: RoomChat; me: string | undefined }) {
  const settings = useDanmakuSettings();
  const [flying, setFlying] = useState<Flying[]>([]);
  const nextLane = useRef(0);
  const lanes = LANES[settings.area];
  const nobleTier = useNobleTiers();

  // Reads the latest lanes, viewer and noble tiers without subscribing again when they change.
  const arrive = useEffectEvent((message: ImMessage) => {
    if (message.type !== 'text' || !message.text.trim()) return;
    const lane = nextLane.current++ % lanes;
    setFlying((current) =>
      current.length >= MAX_FLYING
        ? current
        : [
            ...current,
            {
              key: message.id,
              text: message.text,
              lane,
              own: message.from === me,
              color: nobleTier(message.marks?.noble)?.privileges.danmaku_color,
            },
          ],
    );
  });

  useEffect(() => chat.onArrival((message: ImMessage) => arrive(message)), [chat]);

  if (!settings.show) return null;
  const land = (key: string) => setFlying((current) => current.filter((item) => item.key !== key));
  return (
    <div
      className={`danmaku danmaku--size-${settings.size}`}
      style={{ height: AREA_HEIGHT[settings.area], opacity: settings.opacity / 100 }}
      data-testid="danmaku-overlay"
      aria-hidden="true"
    >
      {flying.map((item) => (
        <span
          key={item.key}
          className={`danmaku__item${item.own ? ' danmaku__item--own' : ''}`}
          style={{ top: `${(item.lane / lanes) * 100}%`, animationDuration: `${FLIGHT_S}s`, color: item.color }}
          onAnimationEnd={() => land(item.key)}
          data-testid="danmaku-item"
        >
          {item.text}
        </span>
      ))}
    </div>
  );
}
