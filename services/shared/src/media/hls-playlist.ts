/** One media segment of an HLS playlist: its address (resolved) and its real duration (EXTINF). */
export interface Segment {
  url: string;
  seconds: number;
  /** Its timestamps do not follow the previous segment's (EXT-X-DISCONTINUITY before it). */
  discontinuity?: boolean;
}

/** A media playlist as clips and rewinds need it: its segments in order, and whether it is final (EXT-X-ENDLIST). */
export interface MediaPlaylist {
  segments: Segment[];
  ended: boolean;
}

/**
 * The variant with the most bandwidth when `text` is a master playlist (an uploaded video's ladder),
 * resolved against the playlist's address; undefined for a media playlist.
 */
export function bestVariant(text: string, playlistUrl: string): string | undefined {
  const lines = text.split(/\r?\n/).map((line) => line.trim());
  let best: { url: string; bandwidth: number } | undefined;
  lines.forEach((line, i) => {
    if (!line.startsWith('#EXT-X-STREAM-INF:')) return;
    const bandwidth = Number(/BANDWIDTH=(\d+)/.exec(line)?.[1] ?? 0);
    const uri = lines.slice(i + 1).find((next) => next && !next.startsWith('#'));
    if (uri && (!best || bandwidth > best.bandwidth)) best = { url: new URL(uri, playlistUrl).toString(), bandwidth };
  });
  return best?.url;
}

/** The segments of a media playlist, each with its EXTINF duration and address resolved against the playlist's. */
export function parseMediaPlaylist(text: string, playlistUrl: string): MediaPlaylist {
  if (!text.startsWith('#EXTM3U')) throw new Error(`not an HLS playlist: ${playlistUrl}`);
  const segments: Segment[] = [];
  let seconds: number | undefined;
  let discontinuity = false;
  for (const raw of text.split(/\r?\n/)) {
    const line = raw.trim();
    if (line.startsWith('#EXTINF:')) seconds = Number.parseFloat(line.slice('#EXTINF:'.length));
    else if (line === '#EXT-X-DISCONTINUITY') discontinuity = true;
    else if (line && !line.startsWith('#') && seconds !== undefined) {
      if (Number.isFinite(seconds) && seconds > 0)
        segments.push({ url: new URL(line, playlistUrl).toString(), seconds, ...(discontinuity && { discontinuity }) });
      seconds = undefined;
      discontinuity = false;
    }
  }
  return { segments, ended: /^#EXT-X-ENDLIST\s*$/m.test(text) };
}

/** Seconds of video the segments hold. */
export const totalSeconds = (segments: readonly Segment[]) => segments.reduce((sum, s) => sum + s.seconds, 0);

/**
 * The segments covering `[start, end)` seconds into the playlist: every segment that overlaps it, so
 * the clip starts at the segment boundary at or before `start` (no re-encoding: whole segments only).
 */
export function segmentsCovering(segments: readonly Segment[], start: number, end: number): Segment[] {
  const covering: Segment[] = [];
  let at = 0;
  for (const segment of segments) {
    const from = at;
    at += segment.seconds;
    // A boundary a hair past `start` (float sums) does not pull in a whole segment more.
    if (at > start + 0.05 && from < end - 0.05) covering.push(segment);
  }
  return covering;
}

/**
 * A VOD playlist of `files` (names in the same folder) with their real durations; a file marked
 * `discontinuity` restarts the timestamps (players reset their clock there).
 */
export function vodPlaylist(files: readonly { name: string; seconds: number; discontinuity?: boolean }[]): string {
  const target = Math.max(1, ...files.map((file) => Math.ceil(file.seconds)));
  return [
    '#EXTM3U',
    '#EXT-X-VERSION:3',
    `#EXT-X-TARGETDURATION:${target}`,
    '#EXT-X-MEDIA-SEQUENCE:0',
    '#EXT-X-PLAYLIST-TYPE:VOD',
    ...files.flatMap((file) => [
      ...(file.discontinuity ? ['#EXT-X-DISCONTINUITY'] : []),
      `#EXTINF:${file.seconds.toFixed(6)},`,
      file.name,
    ]),
    '#EXT-X-ENDLIST',
    '',
  ].join('\n');
}

/**
 * The last `windowSeconds` of a recording still being written (an EVENT playlist) as a live sliding
 * playlist of `uri(index)` segments: no EXT-X-ENDLIST, so a player follows its end and may seek back
 * anywhere within it (a live room's rewind). Undefined while the recording has no segment.
 */
export function slidingWindowPlaylist(
  segments: readonly Segment[],
  windowSeconds: number,
  uri: (index: number) => string,
): string | undefined {
  let first = segments.length;
  for (let held = 0; first > 0 && held + segments[first - 1].seconds <= windowSeconds; first--)
    held += segments[first - 1].seconds;
  const kept = segments.slice(first);
  if (kept.length === 0) return undefined;
  const target = Math.max(1, ...kept.map((segment) => Math.ceil(segment.seconds)));
  return [
    '#EXTM3U',
    '#EXT-X-VERSION:3',
    `#EXT-X-TARGETDURATION:${target}`,
    `#EXT-X-MEDIA-SEQUENCE:${first}`,
    ...kept.flatMap((segment, n) => [`#EXTINF:${segment.seconds.toFixed(6)},`, uri(first + n)]),
    '',
  ].join('\n');
}
