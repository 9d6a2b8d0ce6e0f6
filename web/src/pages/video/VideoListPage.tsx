import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { VideoBrowser } from '../../features/video/VideoBrowser';
import { VideoRank } from '../../features/video/VideoRank';
import { useVideoCategories } from '../../features/video/use-categories';
import { ErrorRegion } from '../../ui/ErrorRegion';
import { PageHeader } from '../../ui/PageHeader';

/** Videos by category (chips; `cid` in the address), newest or most watched, beside the day and week ranks. */
export default function VideoListPage() {
  const { t } = useTranslation('video');
  const [params, setParams] = useSearchParams();
  const categories = useVideoCategories();
  const cid = Number(params.get('cid')) || undefined;
  const choose = (id?: number) => setParams(id ? { cid: String(id) } : {});
  return (
    <div className="page">
      <PageHeader title={t('list.title')} subtitle={t('list.subtitle')}>
        <Link to="/video-classify" className="btn btn--ghost">
          {t('list.categories')}
        </Link>
        <Link to="/video-upload" className="btn btn--primary" data-testid="video-upload-link">
          {t('upload.button')}
        </Link>
      </PageHeader>
      <div className="chips video-chips" data-testid="video-categories">
        <button type="button" className={`chip${cid ? '' : ' chip--active'}`} onClick={() => choose()}>
          {t('list.all')}
        </button>
        {categories.data?.map((category) => (
          <button
            key={category.id}
            type="button"
            className={`chip${cid === category.id ? ' chip--active' : ''}`}
            onClick={() => choose(category.id)}
          >
            {category.name}
          </button>
        ))}
      </div>
      <div className="video-layout">
        <ErrorRegion name="videos">
          <VideoBrowser key={cid ?? 0} classificationId={cid} />
        </ErrorRegion>
        <ErrorRegion name="videoRank">
          <VideoRank />
        </ErrorRegion>
      </div>
    </div>
  );
}
