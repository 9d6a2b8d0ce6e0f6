import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useRoomList } from '../rooms/use-room-list';

/** The most rooms read to find type 3's custom categories (the service caps a page at 60). */
const SCAN = 60;

/** Type 3's custom categories (by id and name, spec 2), as chips, from the categories its rooms have. */
export function CustomCategoryChips({ active }: { active: number | undefined }) {
  const { t } = useTranslation('live');
  const rooms = useRoomList({ type: 3, limit: SCAN });
  const categories = new Map<number, string>();
  for (const room of rooms.data?.list ?? []) if (room.category_id) categories.set(room.category_id, room.category_name);
  if (categories.size === 0) return null;
  return (
    <nav className="chips" aria-label={t('list.categories')} data-testid="custom-categories">
      <Link to="/anchor?type=3" className={`chip${active ? '' : ' chip--active'}`}>
        {t('list.allCategories')}
      </Link>
      {[...categories].map(([id, name]) => (
        <Link
          key={id}
          to={`/anchor?type=3&id=${id}&name=${encodeURIComponent(name)}`}
          className={`chip${active === id ? ' chip--active' : ''}`}
        >
          {name}
        </Link>
      ))}
    </nav>
  );
}
