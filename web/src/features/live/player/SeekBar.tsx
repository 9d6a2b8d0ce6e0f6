import { type KeyboardEvent, type PointerEvent, type RefObject, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import '../../danmaku/player-controls-words';
import { playbackClock } from './playback-clock';
import { cueAt, useStoryboard } from './storyboard';

/** Seconds an arrow key moves; Page Up / Page Down move a tenth of the video. */
const STEP_S = 5;

/** Times within the seekable range, from its start: a video's whole length, or a live room's rewind window. */
interface Times {
  /** Where the range begins on the element's own clock (0 for a video). */
  start: number;
  current: number;
  duration: number;
  /** Where the buffered range around the position ends. */
  buffered: number;
}

/** The range a viewer can move in: a video's whole length, else (a live window) what the element can seek. */
function seekableRange(video: HTMLVideoElement): [number, number] {
  if (Number.isFinite(video.duration) && video.duration > 0) return [0, video.duration];
  const { seekable } = video;
  return seekable.length > 0 ? [seekable.start(0), seekable.end(seekable.length - 1)] : [0, 0];
}

function bufferedEnd(video: HTMLVideoElement): number {
  for (let i = 0; i < video.buffered.length; i++)
    if (video.buffered.start(i) <= video.currentTime + 0.5) {
      if (video.buffered.end(i) >= video.currentTime) return video.buffered.end(i);
    }
  return 0;
}

/** Moves the playback (outside the component: the element is not the component's to change while rendering). */
function seekTo(element: HTMLVideoElement | null, at: number, { start, duration }: Times): void {
  if (!element || !duration) return;
  element.currentTime = start + Math.min(duration, Math.max(0, at));
}

/** A video element's position, length and buffered end, following it. */
export function usePlaybackTimes(video: RefObject<HTMLVideoElement | null>): Times {
  const [times, setTimes] = useState<Times>({ start: 0, current: 0, duration: 0, buffered: 0 });
  useEffect(() => {
    const element = video.current;
    if (!element) return;
    const update = () => {
      const [start, end] = seekableRange(element);
      setTimes({
        start,
        current: Math.max(0, element.currentTime - start),
        duration: Math.max(0, end - start),
        buffered: Math.max(0, bufferedEnd(element) - start),
      });
    };
    const events = ['timeupdate', 'progress', 'durationchange', 'loadedmetadata', 'seeking', 'seeked'] as const;
    for (const event of events) element.addEventListener(event, update);
    update();
    return () => {
      for (const event of events) element.removeEventListener(event, update);
    };
  }, [video]);
  return times;
}

/** "0:03 / 0:08" beside the controls. */
export function PlaybackTime({ video }: { video: RefObject<HTMLVideoElement | null> }) {
  const { current, duration } = usePlaybackTimes(video);
  return (
    <span className="video-player__time" data-testid="playback-time">
      {playbackClock(current)} / {playbackClock(duration)}
    </span>
  );
}

/**
 * The seek bar of a video, or of a live room's rewind window: what has played and what is buffered; a click, a drag
 * (mouse, pen or finger) or the keyboard moves the position; hovering or dragging shows the moment's
 * thumbnail from the video's storyboard, when it has one. A slider to assistive technology.
 */
export function SeekBar({ video, storyboard }: { video: RefObject<HTMLVideoElement | null>; storyboard?: string }) {
  const { t } = useTranslation('playerControls');
  const times = usePlaybackTimes(video);
  const cues = useStoryboard(storyboard);
  const bar = useRef<HTMLDivElement>(null);
  /** Where the pointer is over the bar (px from its left) and the moment it points at. */
  const [pointer, setPointer] = useState<{ x: number; width: number; at: number } | null>(null);
  const [dragging, setDragging] = useState(false);
  const { duration } = times;
  const shown = dragging && pointer ? pointer.at : times.current;

  const pointAt = (clientX: number) => {
    const rect = bar.current?.getBoundingClientRect();
    if (!rect || rect.width === 0) return null;
    const ratio = Math.min(1, Math.max(0, (clientX - rect.left) / rect.width));
    return { x: ratio * rect.width, width: rect.width, at: ratio * duration };
  };
  const seek = (at: number) => seekTo(video.current, at, times);

  const onPointerDown = (event: PointerEvent<HTMLDivElement>) => {
    if (!duration || event.button > 0) return;
    event.currentTarget.setPointerCapture?.(event.pointerId);
    setDragging(true);
    setPointer(pointAt(event.clientX));
  };
  const onPointerMove = (event: PointerEvent<HTMLDivElement>) => {
    if (!duration) return;
    setPointer(pointAt(event.clientX));
  };
  const onPointerUp = (event: PointerEvent<HTMLDivElement>) => {
    if (!dragging) return;
    setDragging(false);
    const point = pointAt(event.clientX);
    if (point) seek(point.at);
    // A finger lifted leaves no hover behind.
    if (event.pointerType !== 'mouse') setPointer(null);
  };
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const moves: Record<string, number> = {
      ArrowRight: times.current + STEP_S,
      ArrowUp: times.current + STEP_S,
      ArrowLeft: times.current - STEP_S,
      ArrowDown: times.current - STEP_S,
      PageUp: times.current + duration / 10,
      PageDown: times.current - duration / 10,
      Home: 0,
      End: duration,
    };
    if (!(event.key in moves)) return;
    event.preventDefault();
    seek(moves[event.key]);
  };

  const percent = (value: number) => `${duration ? Math.min(100, (value / duration) * 100) : 0}%`;
  const cue = pointer ? cueAt(cues, pointer.at) : undefined;
  // The preview stays inside the bar's width.
  const half = (cue?.width ?? 48) / 2;
  const previewLeft = pointer ? Math.min(Math.max(pointer.x, half), Math.max(half, pointer.width - half)) : 0;

  return (
    <div
      ref={bar}
      className={`seek-bar${dragging ? ' seek-bar--dragging' : ''}`}
      role="slider"
      tabIndex={0}
      aria-label={t('seek')}
      aria-valuemin={0}
      aria-valuemax={Math.round(duration)}
      aria-valuenow={Math.round(shown)}
      aria-valuetext={t('timeOf', { time: playbackClock(shown), duration: playbackClock(duration) })}
      aria-disabled={!duration}
      data-testid="seek-bar"
      onPointerDown={onPointerDown}
      onPointerMove={onPointerMove}
      onPointerUp={onPointerUp}
      onPointerCancel={() => {
        setDragging(false);
        setPointer(null);
      }}
      onPointerLeave={() => !dragging && setPointer(null)}
      onKeyDown={onKeyDown}
    >
      <div className="seek-bar__track">
        <div className="seek-bar__buffered" style={{ width: percent(times.buffered) }} />
        <div className="seek-bar__played" style={{ width: percent(shown) }} data-testid="seek-played" />
      </div>
      <div className="seek-bar__thumb" style={{ left: percent(shown) }} />
      {pointer && duration > 0 && (
        <div className="seek-bar__preview" style={{ left: previewLeft }} data-testid="seek-preview">
          {cue && (
            <div
              className="seek-bar__frame"
              style={{
                width: cue.width,
                height: cue.height,
                backgroundImage: `url("${cue.image}")`,
                backgroundPosition: `-${cue.x}px -${cue.y}px`,
              }}
              data-testid="seek-preview-frame"
              data-image={cue.image}
            />
          )}
          <span className="seek-bar__at">{playbackClock(pointer.at)}</span>
        </div>
      )}
    </div>
  );
}
