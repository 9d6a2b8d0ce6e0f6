import { describe, expect, it } from 'vitest';
import { GOAL_SOUND_SECONDS, goalNotes } from './goal-sound';

describe('the goal sound', () => {
  it('lasts about 6 s: its last note ends between 5 and 6 s', () => {
    const end = Math.max(...goalNotes().map((n) => n.at + n.length));
    expect(GOAL_SOUND_SECONDS).toBe(6);
    expect(end).toBeGreaterThan(5);
    expect(end).toBeLessThanOrEqual(6);
  });

  it('opens with the whistle before the fanfare, with audible frequencies only', () => {
    const notes = goalNotes();
    expect(notes[0]).toMatchObject({ at: 0, hz: 2_900 });
    for (const n of notes) {
      expect(n.hz).toBeGreaterThan(200);
      expect(n.hz).toBeLessThan(5_000);
      expect(n.length).toBeGreaterThan(0);
    }
  });
});
