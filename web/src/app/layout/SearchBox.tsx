import { useQuery } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useNavigate } from 'react-router';
import { api } from '../../api/api';
import { currentLang } from '../../i18n/i18n';
import { matchClock } from '../../features/scores/list/match-clock';
import { scoresKeys } from '../../features/scores/scores-keys';
import { ErrorRegion } from '../../ui/ErrorRegion';
import { clearHistory, HOT_SEARCH_COUNT, readHistory, rememberSearch, SEARCH_MAX_LENGTH } from './search-history';

/** Search with local history and the top 10 hot matches (universal/getHot, from the scores service). */
export function SearchBox({ onDone }: { onDone?: () => void }) {
  const { t } = useTranslation('layout');
  const navigate = useNavigate();
  const [term, setTerm] = useState('');
  const [open, setOpen] = useState(false);
  const [history, setHistory] = useState(readHistory);
  // On the results page the box shows what was searched (a link or the back button may bring it).
  const location = useLocation();
  const searched =
    location.pathname === '/search'
      ? (new URLSearchParams(location.search).get('name') ?? '').slice(0, SEARCH_MAX_LENGTH)
      : null;
  const [shownFor, setShownFor] = useState<string | null>(null);
  if (searched !== shownFor) {
    setShownFor(searched);
    if (searched !== null) setTerm(searched);
  }

  const close = () => {
    setOpen(false);
    onDone?.();
  };
  const search = (value: string) => {
    const name = value.trim().slice(0, SEARCH_MAX_LENGTH);
    if (!name) return;
    setHistory(rememberSearch(name));
    close();
    void navigate(`/search?name=${encodeURIComponent(name)}`);
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    search(term);
  };

  return (
    <form
      className="search"
      role="search"
      onSubmit={submit}
      onFocus={() => setOpen(true)}
      onBlur={(e) => !e.currentTarget.contains(e.relatedTarget) && setOpen(false)}
      onKeyDown={(e) => e.key === 'Escape' && setOpen(false)}
    >
      <input
        className="search__input"
        type="search"
        value={term}
        maxLength={SEARCH_MAX_LENGTH}
        placeholder={t('search.placeholder')}
        aria-label={t('search.placeholder')}
        data-testid="search-input"
        onChange={(event) => setTerm(event.target.value.slice(0, SEARCH_MAX_LENGTH))}
      />
      <button type="submit" className="search__button" aria-label={t('search.submit')} data-testid="search-submit">
        <svg viewBox="0 0 24 24" width="18" height="18" aria-hidden="true">
          <path
            fill="currentColor"
            d="M10 2a8 8 0 0 1 6.3 12.9l5.4 5.4-1.4 1.4-5.4-5.4A8 8 0 1 1 10 2zm0 2a6 6 0 1 0 0 12 6 6 0 0 0 0-12z"
          />
        </svg>
      </button>
      {open && (
        <div className="search__panel" tabIndex={-1} data-testid="search-panel">
          <div className="search__section" data-testid="search-history">
            <div className="search__heading">
              <span>{t('search.history')}</span>
              {history.length > 0 && (
                <button
                  type="button"
                  className="link-button"
                  onClick={() => {
                    clearHistory();
                    setHistory([]);
                  }}
                >
                  {t('search.clear')}
                </button>
              )}
            </div>
            {history.length === 0 ? (
              <p className="muted small">{t('search.noHistory')}</p>
            ) : (
              <div className="chips">
                {history.map((item) => (
                  <button
                    key={item}
                    type="button"
                    className="chip"
                    onClick={() => search(item)}
                    data-testid="search-history-item"
                  >
                    {item}
                  </button>
                ))}
              </div>
            )}
          </div>
          <div className="search__section">
            <div className="search__heading">
              <span>{t('search.hot')}</span>
            </div>
            <ErrorRegion name="hotMatches">
              <HotMatchList onPick={close} />
            </ErrorRegion>
          </div>
        </div>
      )}
    </form>
  );
}

/** The top hot matches in the user's language (the home page's query, shared), each opening its match page. */
function HotMatchList({ onPick }: { onPick: () => void }) {
  const { t } = useTranslation('layout');
  const { t: tp } = useTranslation('pages');
  const lang = currentLang();
  const hot = useQuery({
    queryKey: scoresKeys.hot(lang),
    queryFn: () => api.post('/api/universal/getHot', undefined, { silent: true }),
  });
  if (!hot.data) {
    // A failed first call is the region's failure: it says why and offers the retry.
    if (hot.isError) throw hot.error;
    return <div className="skeleton-lines" aria-busy="true" />;
  }
  const matches = hot.data.list.slice(0, HOT_SEARCH_COUNT);
  if (matches.length === 0) return <p className="muted small">{t('search.noHot')}</p>;
  return (
    <ol className="hot-list" data-testid="search-hot">
      {matches.map((match, index) => (
        <li key={match.match_id}>
          <Link
            to={`/score-detail?id=${match.match_id}`}
            className="hot-list__item"
            onClick={onPick}
            data-testid="search-hot-match"
          >
            <span className={`hot-list__rank${index < 3 ? ' hot-list__rank--top' : ''}`}>{index + 1}</span>
            <span className="hot-list__match">
              <span className="hot-list__teams">
                {match.home_team_name} <span className="hot-list__vs">vs</span> {match.away_team_name}
              </span>
              <span className="hot-list__meta">
                {match.competition_name} · {matchClock(match, tp, lang)}
              </span>
            </span>
            {match.status !== 'upcoming' && (
              <strong
                className={`hot-list__score num${match.status === 'live' ? ' hot-list__score--live' : ''}`}
              >{`${match.home_score}-${match.away_score}`}</strong>
            )}
          </Link>
        </li>
      ))}
    </ol>
  );
}
