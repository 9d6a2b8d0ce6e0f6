import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { api } from '../../../api/api';
import { SPORT_CATEGORIES } from '../../../config/sport-categories';
import { currentLang } from '../../../i18n/i18n';
import { HydrateApart } from '../../../ui/HydrateApart';
import { Icon, type IconName } from '../../../ui/Icon';
import { RoomGrid } from '../rooms/RoomGrid';
import type { RoomCardData } from '../rooms/room-card.type';
import '../live.css';
import { liveKeys } from '../live-keys';

const HOT_ROOMS = 8;
const ROW_ROOMS = 4;
/** The hot rooms' covers in the first screen of a phone or a desktop (two columns, or the first row). */
const FIRST_SCREEN_COVERS = 4;
/**
 * The first sport row's first cover too: with few rooms on the air it is in a phone's first screen,
 * and its card (70% of the width) is then the largest paint.
 */
const FIRST_ROW_COVERS = 1;
/** Rooms go on and off the air and their snapshots are renewed every 30-60 s: the rows follow. */
const REFRESH_MS = 60_000;

function Row({
  title,
  icon,
  to,
  type,
  rooms,
  failed,
  eager = 0,
}: {
  title: string;
  icon: IconName;
  to: string;
  type: number;
  rooms: RoomCardData[] | undefined;
  failed: boolean;
  /** How many of its first covers load at once with a high priority. */
  eager?: number;
}) {
  const { t } = useTranslation('live');
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
      <RoomGrid
        rooms={rooms}
        placeholders={type === 0 ? HOT_ROOMS : ROW_ROOMS}
        failed={failed}
        row={type !== 0}
        eager={eager}
      />
    </section>
  );
}

/**
 * The home page's live part: editors' picks and the hottest live rooms (Live_streaming/getIndexLiveList),
 * then one row per sport that has rooms (Live/getBucketRoomList, one call for every row).
 */
export function HomeLiveRows() {
  const { t } = useTranslation('pages');
  const { t: tl } = useTranslation('layout');
  const lang = currentLang();
  const hot = useQuery({
    queryKey: liveKeys.index(lang),
    queryFn: () => api.post('/api/Live_streaming/getIndexLiveList', { limit: HOT_ROOMS }),
    staleTime: 30_000,
    refetchInterval: REFRESH_MS,
  });
  const buckets = useQuery({
    queryKey: liveKeys.buckets(lang),
    queryFn: () => api.get('/api/Live/getBucketRoomList', { limit: ROW_ROOMS }),
    staleTime: 30_000,
    refetchInterval: REFRESH_MS,
  });
  const rows = SPORT_CATEGORIES.filter((c) => c.type !== 0).map((c) => ({
    category: c,
    bucket: buckets.data?.find((b) => b.type === c.type),
  }));
  // A sport with no rooms has no row (the hot rooms keep theirs, with its empty state).
  const shown = buckets.data ? rows.filter(({ bucket }) => bucket?.list.length) : rows;
  return (
    <>
      <Row
        title={t('home.hotLive')}
        icon="flame"
        to="/anchor?type=0"
        type={0}
        rooms={hot.data}
        failed={hot.isError}
        eager={FIRST_SCREEN_COVERS}
      />
      {shown.map(({ category: c, bucket }, i) => (
        // Each sport's row hydrates on its own: the rows are most of the page's markup.
        <HydrateApart key={c.type}>
          <Row
            title={tl(c.label)}
            icon={c.icon}
            to={`/anchor?type=${c.type}`}
            type={c.type}
            rooms={bucket?.list}
            failed={buckets.isError}
            eager={i === 0 ? FIRST_ROW_COVERS : 0}
          />
        </HydrateApart>
      ))}
    </>
  );
}
