import { keepPreviousData, useQuery, type UseQueryResult } from '@tanstack/react-query';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { api } from '../../api/api';
import type { DataOf } from '../../api/typed';
import { SEARCH_MAX_LENGTH } from '../../app/layout/search-history';
import { RoomGrid } from '../../features/live/rooms/RoomGrid';
import { MatchLink } from '../../features/scores/hot/MatchLink';
import type { MatchRow } from '../../features/scores/list/use-match-list';
import { currentLang } from '../../i18n/i18n';
import { Avatar } from '../../ui/Avatar';
import { EmptyState } from '../../ui/EmptyState';
import { ErrorRegion } from '../../ui/ErrorRegion';
import { PageHeader } from '../../ui/PageHeader';
import { Pager } from '../../ui/Pager';
import { Tabs } from '../../ui/Tabs';
import { searchKeys } from './search-keys';
import '../../features/live/live.css';
import '../../features/scores/scores.css';
import './search.css';

type Kind = 'all' | 'anchor' | 'live' | 'match';
const KINDS: readonly Kind[] = ['all', 'anchor', 'live', 'match'];
type Streamer = DataOf<'/api/Search/anchor', 'get'>['list'][number];

/** How many of each kind the overview shows before "see all". */
const OVERVIEW_LIMIT = 8;
const OVERVIEW_MATCHES = 6;
/** A page of one kind's results. */
const PAGE_SIZE = 20;

/**
 * Search results for query `name` (at most 10 characters): streamers and live rooms from the live
 * service (api/Search/*), matches from the scores service (api/Search/match), all at once or by kind.
 */
export default function SearchPage() {
  const { t } = useTranslation('pages');
  const [params, setParams] = useSearchParams();
  const name = (params.get('name') ?? '').trim().slice(0, SEARCH_MAX_LENGTH);
  const kind = KINDS.find((k) => k === params.get('kind')) ?? 'all';
  const setKind = (next: Kind) =>
    setParams(
      (current) => {
        const copy = new URLSearchParams(current);
        if (next === 'all') copy.delete('kind');
        else copy.set('kind', next);
        return copy;
      },
      { replace: true },
    );

  return (
    <div className="page search-page">
      <PageHeader title={name ? t('search.titleFor', { name }) : t('search.title')} />
      <Tabs<Kind>
        items={KINDS.map((key) => ({ key, label: t(`search.kinds.${key}`) }))}
        active={kind}
        onChange={setKind}
      >
        {!name ? (
          <EmptyState
            icon="search"
            title={t('search.prompt.title')}
            description={t('search.prompt.text', { max: SEARCH_MAX_LENGTH })}
          />
        ) : (
          <ErrorRegion name="searchResults" resetKeys={[name, kind]}>
            {kind === 'all' && <Overview name={name} onMore={setKind} />}
            {kind === 'anchor' && <StreamerResults key={name} name={name} />}
            {kind === 'live' && <RoomResults key={name} name={name} />}
            {kind === 'match' && <MatchResults name={name} />}
          </ErrorRegion>
        )}
      </Tabs>
    </div>
  );
}

/** A failed first load is the region's failure (its message and retry); a later one keeps what was shown. */
function settled<T>(query: UseQueryResult<T>): T | undefined {
  if (query.data === undefined && query.isError) throw query.error;
  return query.data;
}

function useMatches(name: string) {
  const lang = currentLang();
  return settled(
    useQuery({
      queryKey: searchKeys.matches(name, lang),
      queryFn: () => api.get('/api/Search/match', { keyword: name }, { silent: true }),
    }),
  );
}

function Overview({ name, onMore }: { name: string; onMore: (kind: Kind) => void }) {
  const { t } = useTranslation('pages');
  const lang = currentLang();
  const overview = settled(
    useQuery({
      queryKey: searchKeys.overview(name, lang),
      queryFn: () => api.get('/api/Search/index', { name, limit: OVERVIEW_LIMIT }, { silent: true }),
    }),
  );
  const matches = useMatches(name);
  if (!overview || !matches) return <div className="skeleton-list" aria-busy="true" />;
  if (overview.anchors.length + overview.lives.length + matches.list.length === 0) return <NothingFound name={name} />;
  // The overview brings at most OVERVIEW_LIMIT of each: a full group may have more on its own tab.
  const more = (kind: Kind, hasMore: boolean) =>
    hasMore ? (
      <button type="button" className="link-button" onClick={() => onMore(kind)}>
        {t('search.more')}
      </button>
    ) : null;
  return (
    <div className="search-page__groups">
      {overview.anchors.length > 0 && (
        <ResultGroup kind="anchor" action={more('anchor', overview.anchors.length === OVERVIEW_LIMIT)}>
          <StreamerList streamers={overview.anchors} />
        </ResultGroup>
      )}
      {overview.lives.length > 0 && (
        <ResultGroup kind="live" action={more('live', overview.lives.length === OVERVIEW_LIMIT)}>
          <RoomGrid rooms={overview.lives} placeholders={0} />
        </ResultGroup>
      )}
      {matches.list.length > 0 && (
        <ResultGroup kind="match" action={more('match', matches.list.length > OVERVIEW_MATCHES)}>
          <MatchList matches={matches.list.slice(0, OVERVIEW_MATCHES)} />
        </ResultGroup>
      )}
    </div>
  );
}

function ResultGroup({
  kind,
  action,
  children,
}: {
  kind: Exclude<Kind, 'all'>;
  action?: ReactNode;
  children: ReactNode;
}) {
  const { t } = useTranslation('pages');
  return (
    <section className="section" data-testid={`search-group-${kind}`}>
      <div className="search-page__group-head">
        <h2 className="section__title">{t(`search.kinds.${kind}`)}</h2>
        {action}
      </div>
      {children}
    </section>
  );
}

function NothingFound({ name, kind }: { name: string; kind?: Exclude<Kind, 'all'> }) {
  const { t } = useTranslation('pages');
  return (
    <EmptyState
      icon="search"
      title={kind ? t(`search.none.${kind}`, { name }) : t('empty.search.title')}
      description={t('search.noneHint')}
    />
  );
}

function StreamerResults({ name }: { name: string }) {
  const [page, setPage] = useState(1);
  const result = settled(
    useQuery({
      queryKey: searchKeys.anchors(name, page),
      queryFn: () => api.get('/api/Search/anchor', { name, page, limit: PAGE_SIZE }, { silent: true }),
      placeholderData: keepPreviousData,
    }),
  );
  if (!result) return <div className="skeleton-list" aria-busy="true" />;
  if (result.total === 0) return <NothingFound name={name} kind="anchor" />;
  return (
    <div className="section">
      <StreamerList streamers={result.list} />
      <Pager page={page} total={result.total} limit={PAGE_SIZE} onChange={setPage} />
    </div>
  );
}

function RoomResults({ name }: { name: string }) {
  const lang = currentLang();
  const [page, setPage] = useState(1);
  const result = settled(
    useQuery({
      queryKey: searchKeys.rooms(name, lang, page),
      queryFn: () => api.get('/api/Search/live', { name, page, limit: PAGE_SIZE }, { silent: true }),
      placeholderData: keepPreviousData,
    }),
  );
  if (!result) return <RoomGrid rooms={undefined} placeholders={8} />;
  if (result.total === 0) return <NothingFound name={name} kind="live" />;
  return (
    <div className="section">
      <RoomGrid rooms={result.list} placeholders={0} />
      <Pager page={page} total={result.total} limit={PAGE_SIZE} onChange={setPage} />
    </div>
  );
}

function MatchResults({ name }: { name: string }) {
  const matches = useMatches(name);
  if (!matches) return <div className="skeleton-list" aria-busy="true" />;
  if (matches.list.length === 0) return <NothingFound name={name} kind="match" />;
  return <MatchList matches={matches.list} />;
}

/** Streamers as cards leading to their rooms, live ones marked. */
function StreamerList({ streamers }: { streamers: Streamer[] }) {
  const { t } = useTranslation('live');
  return (
    <ul className="anchor-results" data-testid="search-anchors">
      {streamers.map((streamer) => (
        <li key={streamer.anchor_id}>
          <Link to={`/live?id=${streamer.room_id}`} className="anchor-result card" data-testid="search-anchor">
            <Avatar src={streamer.avatar} name={streamer.user_nickname} size={48} />
            <span className="anchor-result__text">
              <span className="anchor-result__name">{streamer.user_nickname}</span>
              <span className="anchor-result__title">{streamer.title}</span>
            </span>
            {streamer.is_live === 1 ? (
              <span className="badge badge--live">
                <i className="pulse" /> {t('card.live')}
              </span>
            ) : (
              <span className="badge anchor-result__off">{t('card.offline')}</span>
            )}
          </Link>
        </li>
      ))}
    </ul>
  );
}

/** Matches with their date (search reaches from yesterday on), each leading to its match page. */
function MatchList({ matches }: { matches: MatchRow[] }) {
  const { t } = useTranslation('pages');
  const lang = currentLang();
  const clock = (match: MatchRow) => {
    const when = new Date(match.start_time).toLocaleString(lang, {
      month: 'numeric',
      day: 'numeric',
      hour: '2-digit',
      minute: '2-digit',
      hour12: false,
    });
    if (match.status === 'live')
      return match.sport === 'basketball' ? t('scores.quarter', { n: Math.max(1, match.period) }) : `${match.minute}'`;
    return match.status === 'finished' ? `${when} · ${t('scores.status.finished')}` : when;
  };
  return (
    <ul className="hot-matches card search-page__matches" data-testid="search-matches">
      {matches.map((match) => (
        <li key={match.match_id}>
          <MatchLink match={match} clock={clock(match)} />
        </li>
      ))}
    </ul>
  );
}
