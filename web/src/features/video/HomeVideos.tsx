import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { api } from '../../api/api';
import { currentLang } from '../../i18n/i18n';
import { formatNumber } from '../../i18n/format';
import { EmptyState } from '../../ui/EmptyState';
import { Icon } from '../../ui/Icon';
import { formatDuration } from './duration';
import { videoKeys } from './video-keys';
import './video.css';

/** The home page's video block: the most watched videos, each a link to its player (video/videoList). */
export function HomeVideos({ title }: { title: string }) {
  const { t } = useTranslation('video');
  const lang = currentLang();
  const videos = useQuery({
    queryKey: videoKeys.featured(lang, { limit: 4 }),
    queryFn: () => api.get('/api/video/videoList', { limit: 4 }),
    staleTime: 60_000,
  });
  return (
    <section className="section" data-testid="home-videos">
      <div className="video-rank__head">
        <h2 className="section__title">{title}</h2>
        <Link to="/video-list" className="live-row__more">
          {t('home.more')}
        </Link>
      </div>
      {videos.isError ? (
        <EmptyState icon="warning" title={t('list.failed')} compact />
      ) : videos.data?.length === 0 ? (
        <EmptyState icon="film" title={t('list.empty')} compact />
      ) : (
        <ul className="home-videos" aria-busy={!videos.data}>
          {(videos.data ?? []).map((video) => (
            <li key={video.id}>
              <Link to={`/video-player?id=${video.id}`} className="home-video" data-testid="home-video">
                <span className="home-video__cover">
                  {video.poster ? (
                    <img src={video.poster} alt="" width={128} height={72} loading="lazy" />
                  ) : (
                    <Icon name="film" />
                  )}
                  <span className="video-card__duration">{formatDuration(video.duration_seconds)}</span>
                </span>
                <span className="home-video__text">
                  <span className="home-video__title">{video.title}</span>
                  <span className="muted small">
                    {video.user_nickname} · {t('card.views', { n: formatNumber(video.views, lang) })}
                  </span>
                </span>
              </Link>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
