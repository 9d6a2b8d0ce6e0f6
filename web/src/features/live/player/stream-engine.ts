/**
 * What plays a stream in a <video>: hls.js for HLS (or the browser itself, as Safari does) and
 * mpegts.js for HTTP-FLV, the low-latency mode. Both are loaded only when a video plays, never with
 * the first page.
 */
export type StreamMode = 'hls' | 'flv';

export interface StreamEngine {
  destroy(): void;
  /** Plays one rendition of a multi-rendition HLS stream (an index of the heights reported), or -1: chosen by bandwidth. */
  chooseLevel?(index: number): void;
}

export interface EngineEvents {
  /** A failure the engine could not recover from by itself: the player retries after a pause. */
  onFatal(reason: string): void;
  /** The renditions a master playlist offers, by height (an uploaded video's 360p and 720p). */
  onLevels?(heights: number[]): void;
}

const absolute = (url: string) => new URL(url, window.location.href).href;

export async function playHls(
  video: HTMLVideoElement,
  url: string,
  live: boolean,
  events: EngineEvents,
): Promise<StreamEngine> {
  const { default: Hls } = await import('hls.js/light');
  if (!Hls.isSupported()) {
    video.src = url;
    return { destroy: () => video.removeAttribute('src') };
  }
  // One segment behind the live edge: about 3 s from the encoder with 1 s segments (shared/notes/media.md).
  const hls = new Hls(
    live ? { liveSyncDurationCount: 1, liveMaxLatencyDurationCount: 4, maxLiveSyncPlaybackRate: 1.5 } : {},
  );
  hls.on(Hls.Events.ERROR, (_event, data) => {
    if (!data.fatal) return;
    if (data.type === Hls.ErrorTypes.MEDIA_ERROR) return hls.recoverMediaError();
    events.onFatal(data.details);
  });
  hls.on(Hls.Events.MANIFEST_PARSED, () => events.onLevels?.(hls.levels.map((level) => level.height)));
  hls.loadSource(absolute(url));
  hls.attachMedia(video);
  return {
    destroy: () => hls.destroy(),
    chooseLevel: (index) => {
      hls.currentLevel = index;
    },
  };
}

export async function playFlv(video: HTMLVideoElement, url: string, events: EngineEvents): Promise<StreamEngine> {
  const { default: mpegts } = await import('mpegts.js');
  if (!mpegts.isSupported()) throw new Error('flv-unsupported');
  const player = mpegts.createPlayer(
    { type: 'flv', isLive: true, url: absolute(url) },
    {
      enableStashBuffer: false,
      liveBufferLatencyChasing: true,
      liveBufferLatencyMaxLatency: 1.5,
      liveBufferLatencyMinRemain: 0.3,
    },
  );
  player.on(mpegts.Events.ERROR, (type: string, detail: string) => events.onFatal(`${type}:${detail}`));
  player.attachMediaElement(video);
  player.load();
  return {
    destroy: () => {
      player.pause();
      player.unload();
      player.detachMediaElement();
      player.destroy();
    },
  };
}
