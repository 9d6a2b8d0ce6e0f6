import { useTranslation } from 'react-i18next';
import { EmptyState } from '../../ui/EmptyState';
import { VideoCard, VideoCardSkeleton } from './VideoCard';
import type { VideoItem } from './video-item.type';
import './video.css';

interface Props {
  videos: VideoItem[] | undefined;
  placeholders: number;
  failed?: boolean;
  emptyTitle?: string;
  emptyText?: string;
  /** Narrow columns (a side block, related videos): two cards a row at most. */
  narrow?: boolean;
}

/** Video cards in a responsive grid, with skeletons while loading and the empty state when none. */
export function VideoGrid({ videos, placeholders, failed, emptyTitle, emptyText, narrow }: Props) {
  const { t } = useTranslation('video');
  if (failed) return <EmptyState icon="warning" title={t('list.failed')} compact />;
  if (videos && videos.length === 0)
    return (
      <EmptyState
        icon="film"
        title={emptyTitle ?? t('list.empty')}
        description={emptyText ?? t('list.emptyText')}
        compact
      />
    );
  return (
    <div className={`video-grid${narrow ? ' video-grid--narrow' : ''}`} data-testid="video-grid" aria-busy={!videos}>
      {videos
        ? videos.map((video) => <VideoCard key={video.id} video={video} />)
        : Array.from({ length: placeholders }, (_, i) => <VideoCardSkeleton key={i} />)}
    </div>
  );
}
