import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useOptionalEndpoint } from '../../api/unbuilt';
import { clearHistory, HOT_SEARCH_COUNT, readHistory, rememberSearch, SEARCH_MAX_LENGTH } from './search-history';

interface HotMatch {
  short_name_zh: string;
}

/** Search with local history and the top 10 hot matches (universal/getHot, from the scores service). */
export function SearchBox({ onDone }: { onDone?: () => void }) {
  const { t } = useTranslation('layout');
  const navigate = useNavigate();
  const [term, setTerm] = useState('');
  const [open, setOpen] = useState(false);
  const [history, setHistory] = useState(readHistory);
  const hot = useOptionalEndpoint<HotMatch[]>('/api/universal/getHot', open);

  const search = (value: string) => {
    const name = value.trim().slice(0, SEARCH_MAX_LENGTH);
    if (!name) return;
    setHistory(rememberSearch(name));
    setOpen(false);
    onDone?.();
    navigate(`/search?name=${encodeURIComponent(name)}`);
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    search(term);
  };

  return (
    <form className="search" role="search" onSubmit={submit} onFocus={() => setOpen(true)} onBlur={(e) => !e.currentTarget.contains(e.relatedTarget) && setOpen(false)}>
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
      <button type="submit" className="search__button" aria-label={t('search.submit')}>
        <svg viewBox="0 0 24 24" width="18" height="18" aria-hidden="true">
          <path fill="currentColor" d="M10 2a8 8 0 0 1 6.3 12.9l5.4 5.4-1.4 1.4-5.4-5.4A8 8 0 1 1 10 2zm0 2a6 6 0 1 0 0 12 6 6 0 0 0 0-12z" />
        </svg>
      </button>
      {open && (
        <div className="search__panel" tabIndex={-1}>
          <div className="search__section">
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
                  <button key={item} type="button" className="chip" onClick={() => search(item)}>
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
            {hot.state === 'loading' && <div className="skeleton-lines" />}
            {hot.state === 'unavailable' && <p className="muted small">{t('search.noHot')}</p>}
            {hot.state === 'ready' && (
              <ol className="hot-list">
                {hot.data.slice(0, HOT_SEARCH_COUNT).map((match, index) => (
                  <li key={`${match.short_name_zh}-${index}`}>
                    <button type="button" className="hot-list__item" onClick={() => search(match.short_name_zh)}>
                      <span className={`hot-list__rank${index < 3 ? ' hot-list__rank--top' : ''}`}>{index + 1}</span>
                      {match.short_name_zh}
                    </button>
                  </li>
                ))}
              </ol>
            )}
          </div>
        </div>
      )}
    </form>
  );
}
