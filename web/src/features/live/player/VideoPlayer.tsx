import { type ReactNode, useEffect, useRef, useState, useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';
import { Icon } from '../../../ui/Icon';
import { PlaybackTime, SeekBar } from './SeekBar';
import { playFlv, playHls, type StreamEngine, type StreamMode } from './stream-engine';
import { Tooltip } from '../../../ui/Tooltip';
import './player.css';

/** `waiting`: the room is on the air but no video has reached the media service yet. */
type Status = 'loading' | 'playing' | 'paused' | 'stalled' | 'waiting';

const MODE_KEY = 'arena.player.mode';
const RETRY_MS = 3000;
/** How far back a rewind starts: the viewer then moves within the window with the seek bar. */
const REWIND_START_S = 30;

export interface VideoPlayerProps {
  /** HLS address (live playlist or a recording). */
  hls: string;
  /** HTTP-FLV address of a live room: offered as the low-latency mode. */
  flv?: string;
  /** A live room's rewind window (HLS of its recording's last minutes): offered as "rewind". */
  rewind?: string;
  live: boolean;
  poster?: string;
  /** Drawn over the video (the danmaku), also in full screen. */
  children?: ReactNode;
  /** WebVTT of seek-preview thumbnails (a video's storyboard), shown over the seek bar. */
  storyboard?: string;
  /** Told the video element once mounted (what follows the playback position, e.g. a chat replay). */
  onVideo?: (video: HTMLVideoElement | null) => void;
}

const storedMode = (): StreamMode => (localStorage.getItem(MODE_KEY) === 'flv' ? 'flv' : 'hls');
const unchanging = () => () => undefined;
/** The viewer's stored mode; HLS in a server render and while hydrating it (the server has no storage). */
const useStoredMode = (): StreamMode => useSyncExternalStore(unchanging, storedMode, () => 'hls');

/**
 * The site's video player: HLS by default (hls.js, close to the live edge), HTTP-FLV in the
 * low-latency mode (mpegts.js), both loaded only when a video plays. Starts muted (browsers allow
 * only silent autoplay), recovers from network errors by reloading after a pause, and keeps the
 * danmaku over the picture in full screen. A video (not live) has a seek bar with storyboard previews.
 */
export function VideoPlayer({ hls, flv, rewind, live, poster, storyboard, children, onVideo }: VideoPlayerProps) {
  const { t } = useTranslation('live');
  const box = useRef<HTMLDivElement>(null);
  const video = useRef<HTMLVideoElement>(null);
  const stored = useStoredMode();
  /** The mode chosen here, or fallen back to (HLS when HTTP-FLV cannot play); else the stored one. */
  const [chosen, setMode] = useState<StreamMode>();
  const mode = chosen ?? (live && flv ? stored : 'hls');
  const [status, setStatus] = useState<Status>('loading');
  const [muted, setMuted] = useState(true);
  const [volume, setVolume] = useState(0.8);
  const [attempt, setAttempt] = useState(0);
  const played = useRef(false);
  const engineRef = useRef<StreamEngine | undefined>(undefined);
  /** Renditions by height (HLS with several), and the one chosen (-1: by bandwidth). */
  const [levels, setLevels] = useState<number[]>([]);
  const [level, setLevel] = useState(-1);
  /** Watching the rewind window instead of the live edge; `rewindable` falls when the broadcast has none (not recorded). */
  const [rewound, setRewound] = useState(false);
  const [rewindable, setRewindable] = useState(true);
  const rewinding = live && rewound && rewind !== undefined;

  useEffect(() => {
    const element = video.current;
    if (!element) return;
    let engine: StreamEngine | undefined;
    let retry: ReturnType<typeof setTimeout> | undefined;
    let gone = false;
    if (!played.current) setStatus('loading');
    const events = {
      onFatal: () => {
        setStatus(played.current ? 'stalled' : 'waiting');
        retry ??= setTimeout(() => setAttempt((n) => n + 1), RETRY_MS);
      },
      onLevels: (heights: number[]) => setLevels(heights),
    };
    let startBack: (() => void) | undefined;
    if (rewinding) {
      // No window to play (a broadcast that is not recorded): back to the live edge, without the button.
      events.onFatal = () => {
        setRewindable(false);
        setRewound(false);
      };
      // Once the window is known, start a little before its end; the seek bar reaches the rest.
      startBack = () => {
        if (element.seekable.length === 0) return;
        if (startBack) element.removeEventListener('progress', startBack);
        const end = element.seekable.end(element.seekable.length - 1);
        element.currentTime = Math.max(element.seekable.start(0), end - REWIND_START_S);
      };
      element.addEventListener('progress', startBack);
    }
    const start = rewinding
      ? // Played as an ordinary stream: the live settings would pull the position back to the edge.
        playHls(element, rewind, false, events)
      : mode === 'flv' && flv
        ? playFlv(element, flv, events)
        : playHls(element, hls, live, events);
    start
      .then((started) => {
        if (gone) return started.destroy();
        engine = started;
        engineRef.current = started;
        element.play().catch(() => setStatus('paused'));
      })
      .catch(() => (mode === 'flv' ? setMode('hls') : events.onFatal()));
    return () => {
      gone = true;
      clearTimeout(retry);
      if (startBack) element.removeEventListener('progress', startBack);
      engine?.destroy();
      engineRef.current = undefined;
      setLevels([]);
      setLevel(-1);
    };
  }, [hls, flv, live, mode, attempt, rewinding, rewind]);

  useEffect(() => {
    if (!onVideo) return;
    onVideo(video.current);
    return () => onVideo(null);
  }, [onVideo]);

  useEffect(() => {
    if (!video.current) return;
    video.current.muted = muted;
    video.current.volume = volume;
  }, [muted, volume]);

  const toggle = () => {
    const element = video.current;
    if (!element) return;
    if (element.paused) void element.play().catch(() => setStatus('paused'));
    else element.pause();
  };
  const fullscreen = () => {
    if (document.fullscreenElement) void document.exitFullscreen();
    else void box.current?.requestFullscreen?.();
  };
  const chooseMode = (next: StreamMode) => {
    localStorage.setItem(MODE_KEY, next);
    setMode(next);
  };

  return (
    <div className="video-player" ref={box} data-status={status} data-mode={rewinding ? 'rewind' : mode}>
      <video
        ref={video}
        className="video-player__video"
        data-testid="video"
        poster={poster}
        playsInline
        autoPlay
        muted={muted}
        onPlaying={() => {
          played.current = true;
          setStatus('playing');
        }}
        onWaiting={() => setStatus('stalled')}
        onPause={() => setStatus('paused')}
        onClick={toggle}
      />
      {children}
      {status !== 'playing' && status !== 'paused' && (
        <div className="video-player__state" role="status">
          <span className="spinner" aria-hidden="true" />
          {t(`player.${status === 'stalled' ? 'reconnecting' : status === 'waiting' ? 'waitingVideo' : 'loading'}`)}
        </div>
      )}
      <div className={`video-player__controls${live && !rewinding ? '' : ' video-player__controls--seekable'}`}>
        {(!live || rewinding) && <SeekBar video={video} storyboard={storyboard} />}
        <Tooltip content={t(status === 'paused' ? 'player.play' : 'player.pause')}>
          <button
            type="button"
            className="video-player__button"
            onClick={toggle}
            aria-label={t(status === 'paused' ? 'player.play' : 'player.pause')}
          >
            <Icon name={status === 'paused' ? 'play' : 'pause'} />
          </button>
        </Tooltip>
        <Tooltip content={t(muted ? 'player.unmute' : 'player.mute')}>
          <button
            type="button"
            className="video-player__button"
            onClick={() => setMuted(!muted)}
            aria-label={t(muted ? 'player.unmute' : 'player.mute')}
            aria-pressed={muted}
          >
            <Icon name={muted ? 'muted' : 'volume'} />
          </button>
        </Tooltip>
        <input
          type="range"
          className="video-player__volume"
          min={0}
          max={1}
          step={0.05}
          value={muted ? 0 : volume}
          aria-label={t('player.volume')}
          onChange={(event) => {
            setVolume(Number(event.target.value));
            setMuted(Number(event.target.value) === 0);
          }}
        />
        {!live && <PlaybackTime video={video} />}
        {live && !rewinding && (
          <span className="badge badge--live video-player__live">
            <i className="pulse" /> {t('card.live')}
          </span>
        )}
        {live && rewind && rewindable && (
          <button
            type="button"
            className="video-player__mode video-player__rewind"
            aria-pressed={rewinding}
            onClick={() => setRewound(!rewinding)}
            data-testid={rewinding ? 'back-to-live' : 'rewind'}
          >
            {t(rewinding ? 'player.backToLive' : 'player.rewind')}
          </button>
        )}
        <span className="video-player__spacer" />
        {live && flv && !rewinding && (
          <div className="video-player__modes" role="group" aria-label={t('player.latency')}>
            {(['hls', 'flv'] as const).map((option) => (
              <button
                key={option}
                type="button"
                className="video-player__mode"
                aria-pressed={mode === option}
                onClick={() => chooseMode(option)}
              >
                {t(`player.modes.${option}`)}
              </button>
            ))}
          </div>
        )}
        {levels.length > 1 && (
          <select
            className="video-player__quality"
            aria-label={t('player.quality')}
            value={level}
            onChange={(event) => {
              const index = Number(event.target.value);
              setLevel(index);
              engineRef.current?.chooseLevel?.(index);
            }}
            data-testid="video-quality"
          >
            <option value={-1}>{t('player.auto')}</option>
            {levels.map((height, index) => (
              <option key={index} value={index}>
                {height}p
              </option>
            ))}
          </select>
        )}
        <Tooltip content={t('player.fullscreen')}>
          <button
            type="button"
            className="video-player__button"
            onClick={fullscreen}
            aria-label={t('player.fullscreen')}
          >
            <Icon name="fullscreen" />
          </button>
        </Tooltip>
      </div>
    </div>
  );
}
