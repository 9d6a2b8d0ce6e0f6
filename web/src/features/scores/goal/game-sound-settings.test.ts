import { afterEach, describe, expect, it } from 'vitest';
import { DEFAULT_GAME_SOUND, gameSoundSettings, normalise } from './game-sound-settings';

describe('game sound settings', () => {
  afterEach(() => gameSoundSettings.reload());

  it("start at the spec's defaults: red and yellow on, voice off", () => {
    expect(DEFAULT_GAME_SOUND).toEqual({ red: true, yellow: true, voice: false, voice1: false });
    expect(gameSoundSettings.get()).toEqual(DEFAULT_GAME_SOUND);
  });

  it('are kept on the device under the spec name and read back', () => {
    gameSoundSettings.set({ voice: true, red: false });
    expect(JSON.parse(localStorage.getItem('game') ?? 'null')).toEqual({
      red: false,
      yellow: true,
      voice: true,
      voice1: false,
    });
    gameSoundSettings.reload();
    expect(gameSoundSettings.get()).toMatchObject({ red: false, voice: true });
  });

  it('take the default for a missing, mistyped or unreadable stored value', () => {
    expect(normalise({ red: 'no', voice: 1, yellow: false })).toEqual({
      red: true,
      yellow: false,
      voice: false,
      voice1: false,
    });
    localStorage.setItem('game', '{not json');
    gameSoundSettings.reload();
    expect(gameSoundSettings.get()).toEqual(DEFAULT_GAME_SOUND);
  });
});
