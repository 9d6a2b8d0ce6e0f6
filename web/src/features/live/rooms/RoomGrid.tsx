import { useTranslation } from 'react-i18next';
import { EmptyState } from '../../../ui/EmptyState';
import { RoomCard, RoomCardSkeleton } from './RoomCard';
import type { RoomCardData } from './room-card.type';

interface Props {
  rooms: RoomCardData[] | undefined;
  /** How many skeleton cards stand in while loading. */
  placeholders: number;
  failed?: boolean;
  /** One row that scrolls sideways on phones (home rows) instead of wrapping. */
  row?: boolean;
  /** How many of the first covers load at once with a high priority (those above the fold of the first page). */
  eager?: number;
}

/** Room cards in a responsive grid, with skeletons while loading and the empty state when none. */
export function RoomGrid({ rooms, placeholders, failed, row, eager = 0 }: Props) {
  const { t } = useTranslation('live');
  if (failed) return <EmptyState icon="warning" title={t('list.failed')} compact />;
  if (rooms && rooms.length === 0)
    return <EmptyState icon="tv" title={t('list.empty')} description={t('list.emptyText')} compact />;
  return (
    <div className={`room-grid${row ? ' room-grid--row' : ''}`} data-testid="room-grid" aria-busy={!rooms}>
      {rooms
        ? rooms.map((room, i) => <RoomCard key={room.id} room={room} priority={i < eager} />)
        : Array.from({ length: placeholders }, (_, i) => <RoomCardSkeleton key={i} />)}
    </div>
  );
}
