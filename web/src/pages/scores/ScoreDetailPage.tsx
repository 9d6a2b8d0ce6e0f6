import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { currentLang } from '../../i18n/i18n';
import { EmptyState } from '../../ui/EmptyState';
import { Tabs } from '../../ui/Tabs';
import { RoomGrid } from '../../features/live/rooms/RoomGrid';
import { useRoomList } from '../../features/live/rooms/use-room-list';
import { Lineups } from '../../features/scores/detail/Lineups';
import { Standings } from '../../features/scores/library/Standings';
import { StatBars } from '../../features/scores/detail/StatBars';
import { GoalClipsTimeline } from '../../features/clips/GoalClipsTimeline';
import { type MatchDetail, useMatch } from '../../features/scores/detail/use-match';
import { halfTime, matchClock } from '../../features/scores/list/match-clock';
import { useStar } from '../../features/scores/list/use-star';
import { Tooltip } from '../../ui/Tooltip';
import '../../features/live/live.css';
import '../../features/scores/scores.css';

type Tab = 'timeline' | 'lineups' | 'stats' | 'standings' | 'rooms';

/**
 * The rooms that broadcast the match (a streamer scheduled it), live first; then more live rooms of
 * its sport (the /anchor types: 1 football, 2 basketball), hottest first.
 */
function RelatedRooms({ match }: { match: MatchDetail }) {
  const { t } = useTranslation('pages');
  const type = match.sport === 'football' ? 1 : 2;
  const broadcasting = useRoomList({ type: 0, matchId: match.match_id, limit: 12 });
  const more = useRoomList({ type, limit: 6 });
  const shown = new Set(broadcasting.data?.list.map((room) => room.id));
  return (
    <div className="section">
      <section className="section" data-testid="match-rooms">
        <h3 className="section__title">{t('scores.detail.broadcasting')}</h3>
        {broadcasting.data?.list.length === 0 ? (
          <p className="muted">{t('scores.detail.noBroadcast')}</p>
        ) : (
          <RoomGrid rooms={broadcasting.data?.list} placeholders={3} failed={broadcasting.isError} />
        )}
      </section>
      <section className="section" data-testid="more-rooms">
        <h3 className="section__title">{t('scores.detail.moreRooms')}</h3>
        <RoomGrid
          rooms={more.data?.list.filter((room) => !shown.has(room.id))}
          placeholders={3}
          failed={more.isError}
        />
      </section>
    </div>
  );
}

function Scoreboard({ match }: { match: MatchDetail }) {
  const { t } = useTranslation('pages');
  const star = useStar();
  const half = halfTime(match);
  return (
    <section className={`scoreboard scoreboard--${match.status}`} data-testid="scoreboard" data-seq={match.seq}>
      <div className="scoreboard__meta">
        <Link to={`/${match.sport}`}>{match.competition_name}</Link>
        <span>
          {new Date(match.start_time).toLocaleString(currentLang(), {
            dateStyle: 'medium',
            timeStyle: 'short',
            hour12: false,
          })}
        </span>
        <Tooltip content={t(match.collected ? 'scores.unstar' : 'scores.star')}>
          <button
            type="button"
            className={`star${match.collected ? ' star--on' : ''}`}
            aria-pressed={match.collected}
            aria-label={t(match.collected ? 'scores.unstar' : 'scores.star')}
            onClick={() => star(match)}
          >
            ★
          </button>
        </Tooltip>
      </div>
      <div className="scoreboard__team">
        <span className="team-badge" aria-hidden="true">
          {match.home_team_name.slice(0, 1)}
        </span>
        <span>{match.home_team_name}</span>
      </div>
      <div className="scoreboard__centre">
        <div className="scoreboard__score num" data-testid="scoreboard-score">
          {match.status === 'upcoming' ? 'VS' : `${match.home_score} - ${match.away_score}`}
        </div>
        <div className="scoreboard__clock" data-testid="scoreboard-clock">
          {matchClock(match, t, currentLang())}
        </div>
        {half && <div className="scoreboard__half num">({half})</div>}
      </div>
      <div className="scoreboard__team">
        <span className="team-badge" aria-hidden="true">
          {match.away_team_name.slice(0, 1)}
        </span>
        <span>{match.away_team_name}</span>
      </div>
    </section>
  );
}

/** A match: scoreboard header, then timeline, lineups, statistics, standings and related live rooms; kept live. */
export default function ScoreDetailPage() {
  const { t } = useTranslation('pages');
  const [params] = useSearchParams();
  const matchId = Number(params.get('id') ?? params.get('match_id') ?? 0);
  const [tab, setTab] = useState<Tab>('timeline');
  const match = useMatch(Number.isInteger(matchId) ? matchId : 0);

  if (!matchId || match.isError) return <EmptyState icon="football" title={t('scores.detail.notFound')} />;
  if (!match.data) return <div className="page-skeleton" aria-busy="true" />;
  return (
    <div className="page">
      <Scoreboard match={match.data} />
      <Tabs<Tab>
        items={(['timeline', 'lineups', 'stats', 'standings', 'rooms'] as const).map((key) => ({
          key,
          label: t(`scores.detailTabs.${key}`),
        }))}
        active={tab}
        onChange={setTab}
      >
        {tab === 'timeline' && <GoalClipsTimeline match={match.data} />}
        {tab === 'lineups' && <Lineups match={match.data} />}
        {tab === 'stats' && <StatBars match={match.data} />}
        {tab === 'standings' && (
          <Standings
            competitionId={match.data.competition_id}
            competitionName={match.data.competition_name}
            highlight={[match.data.home_team_id, match.data.away_team_id]}
          />
        )}
        {tab === 'rooms' && <RelatedRooms match={match.data} />}
      </Tabs>
    </div>
  );
}
