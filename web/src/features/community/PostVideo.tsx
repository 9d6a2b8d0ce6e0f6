import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Icon } from '../../ui/Icon';
import { playbackClock } from '../live/player/playback-clock';
import type { Post } from './community-queries';

const VideoPlayer = lazy(() =>
  import('../live/player/VideoPlayer').then((module) => ({ default: module.VideoPlayer })),
);

/**
 * A video post's video: "processing" while the video service transcodes it, then its cover with a
 * play button; the site's player (loaded on the first play) takes its place when clicked.
 */
export function PostVideo({ video }: { video: NonNullable<Post['video']> }) {
  const { t } = useTranslation('community');
  const [playing, setPlaying] = useState(false);
  if (video.status !== 'ready')
    return (
      <div className="post__video post__video--pending" data-testid="post-video" data-status={video.status}>
        <Icon name={video.status === 'failed' ? 'warning' : 'film'} size={28} />
        <span>{video.status === 'failed' ? t('video.failed') : t('video.processing')}</span>
      </div>
    );
  if (playing)
    return (
      <div className="post__video" data-testid="post-video" data-status="playing">
        <Suspense fallback={null}>
          <VideoPlayer hls={video.url} live={false} poster={video.poster || undefined} />
        </Suspense>
      </div>
    );
  return (
    <button
      type="button"
      className="post__video post__video--cover"
      onClick={() => setPlaying(true)}
      aria-label={t('video.play')}
      data-testid="post-video"
      data-status="ready"
    >
      {video.poster && <img src={video.poster} alt="" loading="lazy" data-testid="post-video-cover" />}
      <span className="post__video-play" aria-hidden="true">
        <Icon name="play" size={32} />
      </span>
      <span className="post__video-length num">{playbackClock(video.duration_seconds)}</span>
    </button>
  );
}
