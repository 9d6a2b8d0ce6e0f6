import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { SPORT_CATEGORIES } from '../../config/sport-categories';
import { PageHeader } from '../../ui/PageHeader';
import { Pager } from '../../ui/Pager';
import { RoomGrid } from '../../features/live/rooms/RoomGrid';
import { CustomCategoryChips } from '../../features/live/streamers/CustomCategoryChips';
import { useRoomList } from '../../features/live/rooms/use-room-list';
import '../../features/live/live.css';

const PAGE_SIZE = 20;

/** Streamer lists (spec 2): `type` 0 recommended or 1..6 a sport; type 3 also `id` and `name` of a custom category. */
export default function StreamersPage() {
  const { t } = useTranslation('live');
  const { t: tl } = useTranslation('layout');
  const [params, setParams] = useSearchParams();
  const type = Number(params.get('type') ?? 0);
  const category = SPORT_CATEGORIES.find((c) => c.type === type) ?? SPORT_CATEGORIES[0];
  const id = Number(params.get('id')) || undefined;
  const custom = id ? params.get('name') : null;
  const page = Math.max(1, Number(params.get('page')) || 1);
  const rooms = useRoomList({ type: category.type, id, page, limit: PAGE_SIZE });
  const goTo = (next: number) =>
    setParams((current) => {
      const copy = new URLSearchParams(current);
      copy.set('page', String(next));
      return copy;
    });
  return (
    <div className="page">
      <PageHeader title={custom ?? tl(category.label)} subtitle={t('list.subtitle')} />
      {category.type === 3 && <CustomCategoryChips active={id} />}
      <RoomGrid rooms={rooms.data?.list} placeholders={8} failed={rooms.isError} />
      {rooms.data && <Pager page={page} total={rooms.data.total} limit={PAGE_SIZE} onChange={goTo} />}
    </div>
  );
}
