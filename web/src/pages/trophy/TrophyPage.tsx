import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { api } from '../../api/api';
import { currentLang } from '../../i18n/i18n';
import { EmptyState } from '../../ui/EmptyState';
import { Icon } from '../../ui/Icon';
import { PageHeader } from '../../ui/PageHeader';
import { RoomGrid } from '../../features/live/rooms/RoomGrid';
import { useRoomList } from '../../features/live/rooms/use-room-list';
import { Standings } from '../../features/scores/library/Standings';
import { TopScorers } from '../../features/scores/library/TopScorers';
import { MatchList } from '../../features/scores/list/MatchList';
import { type MatchRow, useMatchList } from '../../features/scores/list/use-match-list';
import { useStar } from '../../features/scores/list/use-star';
import { scoresKeys } from '../../features/scores/scores-keys';
import '../../features/scores/scores.css';

/** Fixtures and results shown on each side of the live matches. */
const SHOWN = 8;
/** /anchor type 1: football rooms. */
const FOOTBALL_ROOMS = 1;

/** One row per match: the one with the highest sequence number (the newest state) where lists overlap. */
function uniqueMatches(rows: MatchRow[]): MatchRow[] {
  const newest = new Map<number, MatchRow>();
  for (const row of rows) if ((newest.get(row.match_id)?.seq ?? -1) < row.seq) newest.set(row.match_id, row);
  return [...newest.values()];
}

/**
 * The cup hub (`/trophy/home`, the spec's world cup page): the football cup's live matches (kept live
 * like the score lists), its next fixtures and latest results, its table and top scorers, and
 * football rooms on the air.
 */
export default function TrophyPage() {
  const { t } = useTranslation('pages');
  const lang = currentLang();
  const competitions = useQuery({
    queryKey: scoresKeys.competitions('football', lang),
    queryFn: () => api.get('/api/scores/competitions', { sport: 'football' }),
  });
  const cup = competitions.data?.list.find((c) => c.kind === 'cup');
  return (
    <div className="page trophy">
      <PageHeader title={cup?.name ?? t('trophy.title')} subtitle={t('trophy.subtitle')} />
      {competitions.isPending ? (
        <div className="skeleton-list" aria-busy="true" />
      ) : !cup ? (
        <EmptyState icon="trophy" title={t('trophy.none')} />
      ) : (
        <CupHub competitionId={cup.competition_id} name={cup.name} />
      )}
    </div>
  );
}

function CupHub({ competitionId, name }: { competitionId: number; name: string }) {
  const { t } = useTranslation('pages');
  // Three lists of the cup (its live matches, the next fixtures, the latest results), each kept live.
  const liveList = useMatchList('football', { competitionId, status: 'live', order: 'asc', limit: 50 });
  const upcomingList = useMatchList('football', { competitionId, status: 'upcoming', order: 'asc', limit: SHOWN });
  const resultList = useMatchList('football', { competitionId, status: 'finished', order: 'desc', limit: SHOWN });
  const lists = [liveList, upcomingList, resultList];
  const flashing = new Set(lists.flatMap((list) => [...list.flashing]));
  const star = useStar();
  const rooms = useRoomList({ type: FOOTBALL_ROOMS, limit: 8 });
  // A pushed change may move a match between states (a fixture kicks off): each shows where its state says.
  const all = uniqueMatches(lists.flatMap((list) => list.matches.data?.list ?? []));
  const byTime = (a: MatchRow, b: MatchRow) => Date.parse(a.start_time) - Date.parse(b.start_time);
  const live = all.filter((m) => m.status === 'live').sort(byTime);
  const upcoming = all
    .filter((m) => m.status === 'upcoming')
    .sort(byTime)
    .slice(0, SHOWN);
  const results = all
    .filter((m) => m.status === 'finished')
    .sort(byTime)
    .slice(-SHOWN);
  const pending = lists.some((list) => list.matches.isPending);
  const section = (key: 'live' | 'upcoming' | 'results', list: MatchRow[]) => (
    <section className="card trophy__section" data-testid={`trophy-${key}`}>
      <h2 className="card__title">{t(`trophy.${key}`)}</h2>
      {list.length === 0 ? (
        <p className="muted">{t(`trophy.${key}None`)}</p>
      ) : (
        <MatchList
          matches={list}
          flashing={flashing}
          onStar={star}
          label={t(`trophy.${key}`)}
          groupBy={key === 'live' ? 'competition' : 'day'}
          order={key === 'results' ? 'desc' : 'asc'}
        />
      )}
    </section>
  );
  return (
    <div className="trophy__grid" data-testid="trophy-hub">
      <div className="trophy__matches">
        {pending ? (
          <div className="skeleton-list" aria-busy="true" />
        ) : (
          <>
            {section('live', live)}
            {section('upcoming', upcoming)}
            {section('results', results)}
          </>
        )}
      </div>
      <aside className="trophy__side">
        <section className="card trophy__section" data-testid="trophy-table">
          <h2 className="card__title">{t('database.tabs.standings')}</h2>
          <Standings competitionId={competitionId} competitionName={name} />
        </section>
        <section className="card trophy__section" data-testid="trophy-scorers">
          <h2 className="card__title">{t('database.tabs.scorers')}</h2>
          <TopScorers competitionId={competitionId} basketball={false} />
        </section>
      </aside>
      <section className="section trophy__rooms" data-testid="trophy-rooms">
        <h2 className="section__title">
          <Icon name="tv" /> {t('trophy.rooms')}
        </h2>
        <RoomGrid rooms={rooms.data?.list} placeholders={4} failed={rooms.isError} row />
      </section>
    </div>
  );
}
