import {
  bestVariant,
  parseMediaPlaylist,
  segmentsCovering,
  slidingWindowPlaylist,
  totalSeconds,
  vodPlaylist,
} from './hls-playlist';

const RECORDING = [
  '#EXTM3U',
  '#EXT-X-VERSION:3',
  '#EXT-X-TARGETDURATION:2',
  '#EXT-X-MEDIA-SEQUENCE:0',
  '#EXT-X-PLAYLIST-TYPE:EVENT',
  '#EXTINF:2.000000,',
  '0.ts',
  '#EXTINF:2.000000,',
  '1.ts',
  '#EXTINF:1.960000,',
  '2.ts',
  '#EXTINF:2.040000,',
  '3.ts',
  '',
].join('\n');

describe('clips: HLS playlists', () => {
  it('reads segments with their real durations and addresses resolved against the playlist', () => {
    const read = parseMediaPlaylist(RECORDING, 'http://edge/media/vod/7/index.m3u8');
    expect(read.ended).toBe(false);
    expect(read.segments.map((s) => s.url)).toEqual([0, 1, 2, 3].map((n) => `http://edge/media/vod/7/${n}.ts`));
    expect(totalSeconds(read.segments)).toBeCloseTo(8);
    expect(parseMediaPlaylist(`${RECORDING}#EXT-X-ENDLIST\n`, 'http://edge/a/b.m3u8').ended).toBe(true);
    expect(() => parseMediaPlaylist('<html>', 'http://edge/x')).toThrow(/not an HLS playlist/);
  });

  it('takes the whole segments overlapping a range, never one that only touches it', () => {
    const { segments } = parseMediaPlaylist(RECORDING, 'http://edge/v/index.m3u8');
    expect(segmentsCovering(segments, 0, 4).map((s) => s.url.slice(-4))).toEqual(['0.ts', '1.ts']);
    expect(segmentsCovering(segments, 3, 5).map((s) => s.url.slice(-4))).toEqual(['1.ts', '2.ts']);
    // The last 4 s of 8: from 4 s on.
    expect(segmentsCovering(segments, 4, 8).map((s) => s.url.slice(-4))).toEqual(['2.ts', '3.ts']);
    expect(segmentsCovering(segments, 20, 30)).toEqual([]);
  });

  it('follows a master playlist to its variant with the most bandwidth', () => {
    const master = [
      '#EXTM3U',
      '#EXT-X-STREAM-INF:BANDWIDTH=800000,RESOLUTION=640x360',
      '360p/index.m3u8',
      '#EXT-X-STREAM-INF:BANDWIDTH=2800000,RESOLUTION=1280x720',
      '720p/index.m3u8',
    ].join('\n');
    expect(bestVariant(master, 'http://edge/media/videos/own/v3/master.m3u8')).toBe(
      'http://edge/media/videos/own/v3/720p/index.m3u8',
    );
    expect(bestVariant(RECORDING, 'http://edge/x.m3u8')).toBeUndefined();
  });

  it('writes a VOD playlist of the copied segments with their real durations', () => {
    const text = vodPlaylist([
      { name: '0.ts', seconds: 1.96 },
      { name: '1.ts', seconds: 2.04 },
    ]);
    expect(text).toContain('#EXT-X-TARGETDURATION:3');
    expect(text).toContain('#EXT-X-PLAYLIST-TYPE:VOD');
    expect(text).toMatch(/#EXTINF:1\.960000,\n0\.ts\n#EXTINF:2\.040000,\n1\.ts\n#EXT-X-ENDLIST\n$/);
  });

  it('keeps where the timestamps restart, reading and writing', () => {
    const text = vodPlaylist([
      { name: 's0.ts', seconds: 2 },
      { name: 's0.ts', seconds: 2, discontinuity: true },
    ]);
    expect(text).toMatch(/s0\.ts\n#EXT-X-DISCONTINUITY\n#EXTINF:2\.000000,\ns0\.ts\n/);
    expect(parseMediaPlaylist(text, 'http://m/loop.m3u8').segments).toEqual([
      { url: 'http://m/s0.ts', seconds: 2 },
      { url: 'http://m/s0.ts', seconds: 2, discontinuity: true },
    ]);
  });

  it('keeps the last minutes of a recording as a live window that follows its end', () => {
    const segments = Array.from({ length: 10 }, (_, n) => ({ url: `http://m/vod/7/${n}.ts`, seconds: 2 }));
    const window = slidingWindowPlaylist(segments, 6, (n) => `/media/vod/7/${n}.ts`) as string;
    expect(window).toContain('#EXT-X-MEDIA-SEQUENCE:7');
    expect(window.match(/^\/media\/vod\/7\/\d+\.ts$/gm)).toEqual([
      '/media/vod/7/7.ts',
      '/media/vod/7/8.ts',
      '/media/vod/7/9.ts',
    ]);
    expect(window).not.toContain('#EXT-X-ENDLIST');
    expect(slidingWindowPlaylist(segments, 600, String)).toContain('#EXT-X-MEDIA-SEQUENCE:0');
    expect(slidingWindowPlaylist([], 600, String)).toBeUndefined();
  });
});
