import { describe, expect, it } from 'vitest';
import type { DanmakuLine } from '../../danmaku/danmaku-source';
import { DanmakuTimeline, NEAR_MS, type TimedLine } from './danmaku-timeline';

const line = (id: number, at_ms: number, extra: Partial<TimedLine> = {}): TimedLine => ({
  id,
  at_ms,
  text: `line ${id}`,
  color: '#ffffff',
  mode: 'scroll',
  is_mine: 0,
  ...extra,
});

function watch(timeline: DanmakuTimeline) {
  const shown: DanmakuLine[] = [];
  const removed: string[] = [];
  let clears = 0;
  timeline.subscribe(
    (item) => shown.push(item),
    () => clears++,
    (key) => removed.push(key),
  );
  return { texts: () => shown.map((item) => item.text), shown, removed, clears: () => clears };
}

describe('a video danmaku timeline', () => {
  it('flies each line once when the playback passes its moment, not before', () => {
    const timeline = new DanmakuTimeline(1);
    const seen = watch(timeline);
    timeline.add([line(2, 3000), line(1, 0), line(3, 3000, { color: '#fe0302', mode: 'top', is_mine: 1 })]);
    timeline.advance(0);
    expect(seen.texts()).toEqual(['line 1']);
    for (let ms = 250; ms < 3000; ms += 250) timeline.advance(ms);
    expect(seen.texts()).toEqual(['line 1']);
    timeline.advance(3010);
    timeline.advance(3200);
    expect(seen.texts()).toEqual(['line 1', 'line 2', 'line 3']);
    expect(seen.shown[2]).toMatchObject({ key: '3', color: '#fe0302', mode: 'top', own: true });
    expect(seen.shown[1].color).toBeUndefined();
  });

  it('re-anchors on a seek: clears the screen and flies what comes after the new position', () => {
    const timeline = new DanmakuTimeline(1);
    const seen = watch(timeline);
    timeline.add([line(1, 1000), line(2, 5000), line(3, 5100)]);
    timeline.advance(0);
    timeline.seek(5050);
    expect(seen.clears()).toBe(1);
    timeline.advance(5200);
    expect(seen.texts()).toEqual(['line 3']);
    // Back to the start: the first line flies again.
    timeline.seek(0);
    timeline.advance(200);
    timeline.advance(1100);
    expect(seen.texts()).toEqual(['line 3', 'line 1']);
  });

  it('treats a long step as a jump rather than flying everything it skipped', () => {
    const timeline = new DanmakuTimeline(1);
    const seen = watch(timeline);
    timeline.add([line(1, 1000), line(2, 2000), line(3, 9000)]);
    timeline.advance(0);
    timeline.advance(8990);
    expect(seen.texts()).toEqual([]);
    timeline.advance(9100);
    expect(seen.texts()).toEqual(['line 3']);
  });

  it('flies the viewer’s own line at once and keeps windows loaded twice as one', () => {
    const timeline = new DanmakuTimeline(1);
    const seen = watch(timeline);
    timeline.advance(0);
    timeline.advance(1000);
    timeline.posted(line(7, 1000, { is_mine: 1 }));
    expect(seen.shown).toEqual([expect.objectContaining({ key: '7', own: true })]);
    timeline.add([line(7, 1000, { is_mine: 1 })]);
    timeline.advance(1200);
    expect(seen.shown).toHaveLength(1);
  });

  it('flies a line pushed live when the playback just passed its moment; ahead, when it gets there; far behind, after a seek back', () => {
    const timeline = new DanmakuTimeline(1);
    const seen = watch(timeline);
    timeline.advance(0);
    for (let ms = 250; ms <= 10_000; ms += 250) timeline.advance(ms);
    timeline.pushed(line(1, 10_000 - NEAR_MS + 500));
    expect(seen.texts()).toEqual(['line 1']);
    timeline.pushed(line(2, 12_000));
    timeline.pushed(line(3, 10_000 - NEAR_MS - 500));
    expect(seen.texts()).toEqual(['line 1']);
    for (let ms = 10_250; ms <= 12_000; ms += 250) timeline.advance(ms);
    expect(seen.texts()).toEqual(['line 1', 'line 2']);
    timeline.seek(4000);
    timeline.advance(4250);
    timeline.advance(4500);
    expect(seen.texts()).toEqual(['line 1', 'line 2', 'line 3']);
  });

  it('flies the viewer’s own line once whether its push or the answer to its post comes first', () => {
    const timeline = new DanmakuTimeline(1);
    const seen = watch(timeline);
    timeline.advance(0);
    timeline.advance(1000);
    timeline.pushed(line(8, 1000, { is_mine: 1 }));
    timeline.posted(line(8, 1000, { is_mine: 1 }));
    timeline.posted(line(9, 1000, { is_mine: 1 }));
    timeline.pushed(line(9, 1000, { is_mine: 1 }));
    expect(seen.shown).toEqual([
      expect.objectContaining({ key: '8', own: true }),
      expect.objectContaining({ key: '9', own: true }),
    ]);
  });

  it('takes a deleted line off the screen; it flies no more, after a seek back or from a window loaded again', () => {
    const timeline = new DanmakuTimeline(1);
    const seen = watch(timeline);
    timeline.add([line(1, 1000), line(2, 1200)]);
    for (let ms = 0; ms <= 1400; ms += 200) timeline.advance(ms);
    expect(seen.texts()).toEqual(['line 1', 'line 2']);
    timeline.deleted(1);
    expect(seen.removed).toEqual(['1']);
    // Deleted before its window was loaded, then the window answered from before the deletion.
    timeline.deleted(3);
    timeline.add([line(1, 1000), line(3, 1300)]);
    timeline.seek(0);
    for (let ms = 0; ms <= 1400; ms += 200) timeline.advance(ms);
    expect(seen.texts()).toEqual(['line 1', 'line 2', 'line 2']);
  });
});
