import { useSyncExternalStore } from 'react';

/**
 * The spec's danmakuSystem: show, area (1 a quarter of the player, 2 half, 3 all of it), size
 * (1 small, 2 medium, 3 large) and opacity (percent), with the speed the lines cross the player at
 * (1 slow, 2 normal, 3 fast). Kept on this device; live rooms and videos share them.
 */
export interface DanmakuSettings {
  show: boolean;
  area: 1 | 2 | 3;
  size: 1 | 2 | 3;
  opacity: number;
  speed: 1 | 2 | 3;
}

export const DEFAULT_DANMAKU: DanmakuSettings = { show: true, area: 2, size: 2, opacity: 100, speed: 2 };
const STORAGE_KEY = 'danmakuSystem';

function read(): DanmakuSettings {
  try {
    const stored = JSON.parse(localStorage.getItem(STORAGE_KEY) ?? 'null') as Partial<DanmakuSettings> | null;
    return normalise({ ...DEFAULT_DANMAKU, ...stored });
  } catch {
    return DEFAULT_DANMAKU;
  }
}

/** Whatever is stored, the overlay gets values it can draw. */
export function normalise(value: DanmakuSettings): DanmakuSettings {
  const level = (n: unknown, fallback: 1 | 2 | 3) => ([1, 2, 3].includes(n as number) ? (n as 1 | 2 | 3) : fallback);
  const opacity = Number(value.opacity);
  return {
    show: value.show !== false,
    area: level(value.area, DEFAULT_DANMAKU.area),
    size: level(value.size, DEFAULT_DANMAKU.size),
    speed: level(value.speed, DEFAULT_DANMAKU.speed),
    opacity: Number.isFinite(opacity) ? Math.min(100, Math.max(10, Math.round(opacity))) : DEFAULT_DANMAKU.opacity,
  };
}

let current: DanmakuSettings | null = null;
const listeners = new Set<() => void>();

export const danmakuSettings = {
  get(): DanmakuSettings {
    current ??= read();
    return current;
  },
  set(patch: Partial<DanmakuSettings>): void {
    current = normalise({ ...danmakuSettings.get(), ...patch });
    localStorage.setItem(STORAGE_KEY, JSON.stringify(current));
    for (const listener of [...listeners]) listener();
  },
  subscribe(listener: () => void): () => void {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
};

export function useDanmakuSettings(): DanmakuSettings {
  // The defaults in a server render and while hydrating (the server has no storage).
  return useSyncExternalStore(danmakuSettings.subscribe, danmakuSettings.get, () => DEFAULT_DANMAKU);
}
