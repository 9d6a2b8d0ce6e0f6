import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { api } from '../../api/api';
import { SEARCH_MAX_LENGTH } from '../../app/layout/search-history';
import { formatNumber } from '../../i18n/format';
import { currentLang } from '../../i18n/i18n';
import { EmptyState } from '../../ui/EmptyState';
import { ErrorRegion } from '../../ui/ErrorRegion';
import { PageHeader } from '../../ui/PageHeader';
import { Pager } from '../../ui/Pager';
import { Tabs } from '../../ui/Tabs';
import { searchKeys } from './search-keys';
import { SearchHit } from './SearchHit';
import './search.css';

/** The page's tabs: everything, then each kind (teams show under "all": a team leads to its matches). */
const TABS = ['all', 'streamer', 'room', 'match', 'post', 'article', 'video'] as const;
type Tab = (typeof TABS)[number];
const PAGE_SIZE = 20;

/**
 * Search results for query `name` (at most 10 characters) over every kind, from the search service
 * (GET /api/search, decision 048): ranked, with the matched words marked, a tab per kind with its count.
 */
export default function SearchPage() {
  const { t } = useTranslation('pages');
  const [params, setParams] = useSearchParams();
  const name = (params.get('name') ?? '').trim().slice(0, SEARCH_MAX_LENGTH);
  const tab = TABS.find((k) => k === params.get('kind')) ?? 'all';
  const setTab = (next: Tab) =>
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
      {!name ? (
        <EmptyState
          icon="search"
          title={t('search.prompt.title')}
          description={t('search.prompt.text', { max: SEARCH_MAX_LENGTH })}
        />
      ) : (
        <ErrorRegion name="searchResults" resetKeys={[name, tab]}>
          <Results key={`${name}/${tab}`} name={name} tab={tab} onTab={setTab} />
        </ErrorRegion>
      )}
    </div>
  );
}

function Results({ name, tab, onTab }: { name: string; tab: Tab; onTab: (tab: Tab) => void }) {
  const { t } = useTranslation('pages');
  const lang = currentLang();
  const [page, setPage] = useState(1);
  const query = useQuery({
    queryKey: searchKeys.results(name, tab, lang, page),
    queryFn: () =>
      api.get(
        '/api/search',
        { q: name, page, limit: PAGE_SIZE, ...(tab === 'all' ? {} : { kind: tab }) },
        { silent: true },
      ),
    placeholderData: keepPreviousData,
  });
  // A failed first load is the region's failure (its message and retry); a later one keeps what was shown.
  if (query.data === undefined && query.isError) throw query.error;
  const result = query.data;
  // A kind with more matches than the service ranks reads "200+" (decision 057), and so does "all".
  const countOf = (key: Tab): string | undefined => {
    if (!result) return undefined;
    const { counts, capped } = result;
    const n = key === 'all' ? Object.values(counts).reduce((sum, count) => sum + count, 0) : counts[key];
    const more = key === 'all' ? capped.length > 0 : capped.includes(key);
    return `${formatNumber(n, lang)}${more ? '+' : ''}`;
  };
  return (
    <Tabs<Tab>
      items={TABS.map((key) => {
        const count = countOf(key);
        return { key, label: count === undefined ? t(`search.kinds.${key}`) : `${t(`search.kinds.${key}`)} ${count}` };
      })}
      active={tab}
      onChange={onTab}
    >
      {!result ? (
        <div className="skeleton-list" aria-busy="true" />
      ) : result.total === 0 ? (
        <EmptyState
          icon="search"
          title={tab === 'all' ? t('empty.search.title') : t('search.none', { name, kind: t(`search.kinds.${tab}`) })}
          description={t('search.noneHint')}
        />
      ) : (
        <div className="section">
          <ul className="search-hits" data-testid="search-hits">
            {result.list.map((hit) => (
              <SearchHit key={`${hit.kind}:${hit.id}`} hit={hit} />
            ))}
          </ul>
          <Pager page={page} total={result.total} limit={PAGE_SIZE} onChange={setPage} />
        </div>
      )}
    </Tabs>
  );
}
