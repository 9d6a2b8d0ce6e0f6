import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { api } from '../../../api/api';
import { currentLang } from '../../../i18n/i18n';
import { useProfile } from '../../auth/use-session';
import { Icon } from '../../../ui/Icon';
import { VideoGrid } from '../VideoGrid';
import { videoKeys } from '../video-keys';

/** The member's own videos (Video/userPostList of themselves: those still processing or failed too), and the way to upload. */
export function MyVideosTab() {
  const { t } = useTranslation('video');
  const user = useProfile();
  const lang = currentLang();
  const uid = user?.id ?? 0;
  const mine = useQuery({
    queryKey: videoKeys.list(lang, { posted: uid }),
    queryFn: () => api.get('/api/Video/userPostList', { uid, limit: 50 }),
    enabled: uid > 0,
    // While one is processing, its badge follows.
    refetchInterval: (query) => (query.state.data?.list.some((video) => video.status === 'transcoding') ? 3000 : false),
  });
  return (
    <section className="section my-videos" data-testid="my-videos">
      <div className="my-videos__head">
        <h2 className="section__title">{t('mine.title')}</h2>
        <Link to="/video-upload" className="btn btn--primary" data-testid="my-videos-upload">
          <Icon name="up" size={16} /> {t('upload.button')}
        </Link>
      </div>
      <VideoGrid
        videos={mine.data?.list}
        placeholders={4}
        failed={mine.isError}
        emptyTitle={t('mine.empty')}
        emptyText={t('mine.emptyText')}
      />
    </section>
  );
}
