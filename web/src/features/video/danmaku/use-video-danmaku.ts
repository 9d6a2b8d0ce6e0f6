import { useEffect, useMemo, useRef, useState } from 'react';
import { api } from '../../../api/api';
import { session } from '../../../api/session';
import { useLiveMessages, useVideoSubscription } from '../../../realtime/live';
import type { DanmakuMode } from '../../danmaku/danmaku-source';
import type { DanmakuColor } from '@arena/protocol';
import { DanmakuTimeline } from './danmaku-timeline';

/** The playback is loaded in windows of this long, the next one a little before it is reached. */
const CHUNK_MS = 60_000;
const AHEAD_MS = 15_000;

export interface VideoDanmaku {
  timeline: DanmakuTimeline;
  /** Whether the video is paused (the lines on screen stop too). */
  paused: boolean;
  /** Posts a line at the current position; it flies at once. Rejects with the server's reason. */
  post(text: string, style: { color: DanmakuColor; mode: DanmakuMode }): Promise<void>;
}

/**
 * A video's danmaku following its element: windows of the list loaded as the playback nears them,
 * the lines flown as the position passes them (every frame while playing), re-anchored on seeking;
 * lines other viewers post meanwhile come over the live socket (decision 055) and take their place,
 * and lines their authors delete leave.
 */
export function useVideoDanmaku(videoId: number, video: HTMLVideoElement | null): VideoDanmaku {
  const timeline = useMemo(() => new DanmakuTimeline(videoId), [videoId]);
  const [paused, setPaused] = useState(true);
  /** Reads the playback's current window again (lines posted while no push came); set while there is a video. */
  const reload = useRef<() => void>(undefined);

  useLiveMessages((message) => {
    if (message.code !== 200) return;
    if (message.type === 'videoDanmaku' && message.data.video_id === videoId)
      timeline.pushed({ ...message.data, is_mine: message.data.uid === session.get().user?.id ? 1 : 0 });
    else if (message.type === 'videoDanmakuDeleted' && message.data.video_id === videoId)
      timeline.deleted(message.data.id);
  });
  // Lines posted before the pushes flowed (the socket connecting after the first window, or back from a break).
  useVideoSubscription(videoId, () => reload.current?.());

  useEffect(() => {
    if (!video) return;
    let gone = false;
    let frame = 0;
    const loading = new Map<number, Promise<void>>();
    const loadChunk = async (chunk: number) => {
      const to = (chunk + 1) * CHUNK_MS;
      let from = chunk * CHUNK_MS;
      // A crowded window answers its first lines and where they stop: carry on from there.
      while (!gone && from < to) {
        const page = await api.get('/api/video/danmaku', { video_id: videoId, from_ms: from, to_ms: to });
        timeline.add(page.list);
        from = page.to_ms;
      }
    };
    const need = (chunk: number) => {
      if (loading.has(chunk)) return;
      // A failed window is asked again when the playback next needs it.
      loading.set(
        chunk,
        loadChunk(chunk).catch(() => void loading.delete(chunk)),
      );
    };
    const position = () => Math.round(video.currentTime * 1000);
    const step = () => {
      const ms = position();
      const chunk = Math.floor(ms / CHUNK_MS);
      need(chunk);
      if (ms % CHUNK_MS > CHUNK_MS - AHEAD_MS) need(chunk + 1);
      timeline.advance(ms);
    };
    const loop = () => {
      step();
      frame = video.paused ? 0 : requestAnimationFrame(loop);
    };
    const onPlay = () => {
      setPaused(false);
      cancelAnimationFrame(frame);
      frame = requestAnimationFrame(loop);
    };
    const onPause = () => {
      setPaused(true);
      cancelAnimationFrame(frame);
      step();
    };
    const onSeeking = () => {
      timeline.seek(position());
      need(Math.floor(position() / CHUNK_MS));
    };
    need(Math.floor(position() / CHUNK_MS));
    reload.current = () => {
      loading.clear();
      need(Math.floor(position() / CHUNK_MS));
    };
    if (!video.paused) onPlay();
    video.addEventListener('playing', onPlay);
    video.addEventListener('pause', onPause);
    video.addEventListener('seeking', onSeeking);
    video.addEventListener('timeupdate', step);
    return () => {
      gone = true;
      reload.current = undefined;
      cancelAnimationFrame(frame);
      video.removeEventListener('playing', onPlay);
      video.removeEventListener('pause', onPause);
      video.removeEventListener('seeking', onSeeking);
      video.removeEventListener('timeupdate', step);
    };
  }, [video, videoId, timeline]);

  const post = async (text: string, style: { color: DanmakuColor; mode: DanmakuMode }) => {
    const at = video ? Math.round(video.currentTime * 1000) : 0;
    const line = await api.post('/api/video/danmaku', { video_id: videoId, text, at_ms: at, ...style });
    timeline.posted(line);
  };
  return { timeline, paused, post };
}
