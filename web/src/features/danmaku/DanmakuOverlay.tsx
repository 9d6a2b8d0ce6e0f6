import { useEffect, useEffectEvent, useRef, useState } from 'react';
import type { DanmakuLine, DanmakuMode, DanmakuSource } from './danmaku-source';
import { useDanmakuSettings } from './danmaku-settings';
import './danmaku.css';

/** Seconds a danmaku takes to cross the player, per speed setting (slow, normal, fast). */
const FLIGHT_S: Record<1 | 2 | 3, number> = { 1: 12, 2: 8, 3: 5 };
/** Seconds a top or bottom line stays. */
const HOLD_S = 4;
/** Lines per area setting (a quarter, half, all of the player's height at the medium size). */
const LANES: Record<1 | 2 | 3, number> = { 1: 3, 2: 6, 3: 12 };
/** How much of the player's height each area setting covers. */
const AREA_HEIGHT: Record<1 | 2 | 3, string> = { 1: '25%', 2: '50%', 3: '100%' };
/** More than this on screen at once and the newest wait their turn out (the list still has them). */
const MAX_FLYING = 60;

interface Flying extends DanmakuLine {
  mode: DanmakuMode;
  lane: number;
}

/**
 * Danmaku drawn over a player per the viewer's settings (show, area, size, speed, opacity): lines
 * from `source` fly right to left, or hold at the top or bottom. Lanes are reused in turn so lines
 * rarely overlap; `paused` stops them where they are (a paused video).
 */
export function DanmakuOverlay({ source, paused = false }: { source: DanmakuSource; paused?: boolean }) {
  const settings = useDanmakuSettings();
  const [flying, setFlying] = useState<Flying[]>([]);
  const nextLane = useRef<Record<DanmakuMode, number>>({ scroll: 0, top: 0, bottom: 0 });
  const lanes = LANES[settings.area];

  // Reads the latest lanes without subscribing again when they change.
  const arrive = useEffectEvent((line: DanmakuLine) => {
    if (!line.text.trim()) return;
    const mode = line.mode ?? 'scroll';
    const lane = nextLane.current[mode]++ % lanes;
    setFlying((current) =>
      current.length >= MAX_FLYING || current.some((item) => item.key === line.key)
        ? current
        : [...current, { ...line, mode, lane }],
    );
  });

  useEffect(
    () =>
      source.subscribe(
        (line) => arrive(line),
        () => setFlying([]),
        (key) => setFlying((current) => current.filter((item) => item.key !== key)),
      ),
    [source],
  );

  if (!settings.show) return null;
  const land = (key: string) => setFlying((current) => current.filter((item) => item.key !== key));
  const place = (item: Flying) => `${(item.lane / lanes) * 100}%`;
  return (
    <div
      className={`danmaku danmaku--size-${settings.size}${paused ? ' danmaku--paused' : ''}`}
      style={{ height: AREA_HEIGHT[settings.area], opacity: settings.opacity / 100 }}
      data-testid="danmaku-overlay"
      aria-hidden="true"
    >
      {flying.map((item) => (
        <span
          key={item.key}
          className={`danmaku__item${item.mode === 'scroll' ? '' : ` danmaku__item--${item.mode}`}${item.own ? ' danmaku__item--own' : ''}`}
          style={{
            ...(item.mode === 'bottom' ? { bottom: place(item) } : { top: place(item) }),
            animationDuration: `${item.mode === 'scroll' ? FLIGHT_S[settings.speed] : HOLD_S}s`,
            color: item.color,
          }}
          onAnimationEnd={() => land(item.key)}
          data-testid="danmaku-item"
          data-mode={item.mode}
        >
          {item.text}
        </span>
      ))}
    </div>
  );
}
