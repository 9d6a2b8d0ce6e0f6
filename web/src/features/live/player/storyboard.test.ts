import { describe, expect, it } from 'vitest';
import { cueAt, parseStoryboard } from './storyboard';

const VTT = `WEBVTT

00:00:00.000 --> 00:00:01.000
storyboard.jpg#xywh=0,0,160,90

00:00:01.000 --> 00:00:02.000
storyboard.jpg#xywh=160,0,160,90

00:01:40.000 --> 00:01:41.500
storyboard.jpg#xywh=0,90,160,90
`;

describe('storyboard', () => {
  it('reads the tiles of a WebVTT thumbnails track, the sprite relative to the VTT', () => {
    const cues = parseStoryboard(VTT, '/media/videos/own/v9/storyboard.vtt');
    expect(cues).toHaveLength(3);
    expect(cues[1]).toEqual({
      start: 1,
      end: 2,
      image: '/media/videos/own/v9/storyboard.jpg',
      x: 160,
      y: 0,
      width: 160,
      height: 90,
    });
    expect(cues[2]).toMatchObject({ start: 100, end: 101.5, y: 90 });
  });

  it('finds the tile of a moment, the last one past the end', () => {
    const cues = parseStoryboard(VTT, '/media/videos/own/v9/storyboard.vtt');
    expect(cueAt(cues, 0.5)?.x).toBe(0);
    expect(cueAt(cues, 1.2)?.x).toBe(160);
    expect(cueAt(cues, 500)?.y).toBe(90);
    expect(cueAt([], 3)).toBeUndefined();
  });
});
