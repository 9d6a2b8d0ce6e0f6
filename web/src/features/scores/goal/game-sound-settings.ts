import { useSyncExternalStore } from 'react';

/**
 * The spec's game sound settings: red and yellow cards announced (on by default), the goal voice
 * (off by default) and the second voice (off). Kept on this device.
 */
export interface GameSoundSettings {
  red: boolean;
  yellow: boolean;
  voice: boolean;
  voice1: boolean;
}

export const DEFAULT_GAME_SOUND: GameSoundSettings = { red: true, yellow: true, voice: false, voice1: false };
const STORAGE_KEY = 'game';

/** Whatever is stored, every flag is a boolean and a missing one takes its default. */
export function normalise(value: Partial<Record<keyof GameSoundSettings, unknown>> | null): GameSoundSettings {
  const flag = (key: keyof GameSoundSettings) =>
    typeof value?.[key] === 'boolean' ? (value[key] as boolean) : DEFAULT_GAME_SOUND[key];
  return { red: flag('red'), yellow: flag('yellow'), voice: flag('voice'), voice1: flag('voice1') };
}

function read(): GameSoundSettings {
  try {
    return normalise(JSON.parse(localStorage.getItem(STORAGE_KEY) ?? 'null') as Partial<GameSoundSettings> | null);
  } catch {
    return DEFAULT_GAME_SOUND;
  }
}

let current: GameSoundSettings | null = null;
const listeners = new Set<() => void>();

export const gameSoundSettings = {
  get(): GameSoundSettings {
    current ??= read();
    return current;
  },
  set(patch: Partial<GameSoundSettings>): void {
    current = normalise({ ...gameSoundSettings.get(), ...patch });
    localStorage.setItem(STORAGE_KEY, JSON.stringify(current));
    for (const listener of [...listeners]) listener();
  },
  /** Forget the cached value (tests clear the storage between cases). */
  reload(): void {
    current = null;
  },
  subscribe(listener: () => void): () => void {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
};

export function useGameSoundSettings(): GameSoundSettings {
  // The server draws (and the browser hydrates) the defaults; this device's settings follow at once.
  return useSyncExternalStore(gameSoundSettings.subscribe, gameSoundSettings.get, () => DEFAULT_GAME_SOUND);
}
