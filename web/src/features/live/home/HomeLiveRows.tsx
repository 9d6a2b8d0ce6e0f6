import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { SPORT_CATEGORIES } from '../../../components/layout/sport-categories';
import { Icon, type IconName } from '../../../ui/Icon';
import { RoomGrid } from '../rooms/RoomGrid';
import { useRoomList } from '../rooms/use-room-list';
import '../live.css';

const HOT_ROOMS = 8;
const ROW_ROOMS = 4;

function Section({ title, icon, to, type, limit }: { title: string; icon: IconName; to: string; type: number; limit: number }) {
  const { t } = useTranslation('live');
  const rooms = useRoomList({ type, limit });
  // A sport with no rooms yet has no row; the hot rooms keep theirs with its empty state.
  if (type !== 0 && rooms.data?.list.length === 0) return null;
  return (
    <section className="section live-row" data-testid={`live-row-${type}`}>
      <div className="live-row__head">
        <h2 className="section__title">
          <Icon name={icon} /> {title}
        </h2>
        <Link to={to} className="live-row__more">
          {t('list.more')}
        </Link>
      </div>
      <RoomGrid rooms={rooms.data?.list} placeholders={limit} failed={rooms.isError} row={type !== 0} />
    </section>
  );
}

/** The home page's live part: the hottest rooms, then one row per sport that has rooms. */
export function HomeLiveRows() {
  const { t } = useTranslation('pages');
  const { t: tl } = useTranslation('layout');
  return (
    <>
      <Section title={t('home.hotLive')} icon="flame" to="/anchor?type=0" type={0} limit={HOT_ROOMS} />
      {SPORT_CATEGORIES.filter((c) => c.type !== 0).map((c) => (
        <Section key={c.type} title={tl(c.label)} icon={c.icon} to={`/anchor?type=${c.type}`} type={c.type} limit={ROW_ROOMS} />
      ))}
    </>
  );
}
