import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { api } from '../../api/api';
import { currentLang } from '../../i18n/i18n';
import { Pager } from '../../ui/Pager';
import { VideoGrid } from './VideoGrid';
import { videoKeys } from './video-keys';
import './video.css';

const LIMIT = 12;

/**
 * Videos of one category (or all), newest or most watched first, a page at a time (Video/getList).
 * The order and page live in the address, so a reload or a shared link shows the same page.
 */
export function VideoBrowser({ classificationId }: { classificationId?: number }) {
  const { t } = useTranslation('video');
  const [params, setParams] = useSearchParams();
  const order = params.get('order') === 'hot' ? 'hot' : 'new';
  const page = Math.max(1, Number(params.get('page')) || 1);
  const lang = currentLang();
  const filter = { classification_id: classificationId, order, page, limit: LIMIT } as const;
  const videos = useQuery({
    queryKey: videoKeys.list(lang, filter),
    queryFn: () => api.post('/api/Video/getList', filter),
    placeholderData: keepPreviousData,
  });
  const set = (changes: Record<string, string>) =>
    setParams((current) => {
      const next = new URLSearchParams(current);
      for (const [key, value] of Object.entries(changes)) next.set(key, value);
      return next;
    });
  return (
    <div className="video-browser">
      <div className="segmented" role="group" aria-label={t('list.title')}>
        {(['new', 'hot'] as const).map((key) => (
          <button
            key={key}
            type="button"
            className={order === key ? 'active' : ''}
            aria-pressed={order === key}
            onClick={() => set({ order: key, page: '1' })}
          >
            {t(key === 'new' ? 'list.newest' : 'list.hottest')}
          </button>
        ))}
      </div>
      <VideoGrid videos={videos.data?.list} placeholders={8} failed={videos.isError} />
      {videos.data && videos.data.total > LIMIT && (
        <Pager page={page} total={videos.data.total} limit={LIMIT} onChange={(next) => set({ page: String(next) })} />
      )}
    </div>
  );
}
