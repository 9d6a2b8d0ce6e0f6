import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { api } from '../../api/api';
import { currentLang } from '../../i18n/i18n';
import { Pager } from '../../ui/Pager';
import { VideoGrid } from './VideoGrid';
import { videoKeys } from './video-keys';
import './video.css';

const LIMIT = 8;

/** A streamer's works on their personal card: their broadcasts' replays and their clips (Video/anchorWorks). */
export function StreamerWorks({ streamerId }: { streamerId: number }) {
  const { t } = useTranslation('video');
  const [page, setPage] = useState(1);
  const lang = currentLang();
  const works = useQuery({
    queryKey: videoKeys.works(lang, streamerId, page),
    queryFn: () => api.post('/api/Video/anchorWorks', { anchor_id: streamerId, page, limit: LIMIT }),
    placeholderData: keepPreviousData,
  });
  return (
    <section className="section" data-testid="streamer-works">
      <h2 className="section__title">{t('works.title')}</h2>
      <VideoGrid
        videos={works.data?.list}
        placeholders={4}
        failed={works.isError}
        emptyTitle={t('works.empty')}
        emptyText={t('works.emptyText')}
      />
      {works.data && works.data.total > LIMIT && (
        <Pager page={page} total={works.data.total} limit={LIMIT} onChange={setPage} />
      )}
    </section>
  );
}
