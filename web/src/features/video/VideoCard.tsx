import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { currentLang } from '../../i18n/i18n';
import { formatNumber } from '../../i18n/format';
import { Avatar } from '../../ui/Avatar';
import { Icon } from '../../ui/Icon';
import { formatDuration } from './duration';
import type { VideoItem } from './video-item.type';

/** A video in a list: 16:9 poster with its length and title, the author and the views. */
export function VideoCard({ video }: { video: VideoItem }) {
  const { t } = useTranslation('video');
  return (
    <Link to={`/video-player?id=${video.id}`} className="video-card" data-testid="video-card" data-video-id={video.id}>
      <span className="video-card__cover">
        {video.poster ? (
          <img src={video.poster} alt="" width={320} height={180} loading="lazy" />
        ) : (
          <Icon name="film" size={32} />
        )}
        {video.source === 'replay' && <span className="badge video-card__badge">{t('card.replay')}</span>}
        {/* Only the uploader's own list shows videos not ready yet. */}
        {video.status !== 'ready' && (
          <span className="badge video-card__badge video-card__status" data-testid="video-card-status">
            {video.status === 'failed' ? t('mine.failed') : t('mine.transcoding', { n: video.progress })}
          </span>
        )}
        <span className="video-card__duration">{formatDuration(video.duration_seconds)}</span>
      </span>
      <span className="video-card__title">{video.title}</span>
      <span className="video-card__meta">
        <Avatar src={video.avatar} name={video.user_nickname} size={20} />
        <span className="video-card__name">{video.user_nickname}</span>
        <span className="video-card__views">
          <Icon name="play" size={12} /> {formatNumber(video.views, currentLang())}
        </span>
      </span>
    </Link>
  );
}

export function VideoCardSkeleton() {
  return (
    <span className="video-card video-card--skeleton" aria-hidden="true">
      <span className="video-card__cover" />
      <span className="skeleton-line" />
    </span>
  );
}
