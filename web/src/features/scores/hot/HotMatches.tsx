import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { api } from '../../../api/api';
import { currentLang } from '../../../i18n/i18n';
import { EmptyState } from '../../../ui/EmptyState';
import { useHydrated } from '../../../ui/use-hydrated';
import { matchClock } from '../list/match-clock';
import { MatchLink } from './MatchLink';
import { scoresKeys } from '../scores-keys';
import '../scores.css';

/** Refreshed this often while the home page is open, so live scores and minutes move. */
const REFRESH_MS = 20_000;

/** The home page's hot matches (universal/getHot): live ones first, each leading to its match page. */
export function HotMatches({ title }: { title: string }) {
  const { t } = useTranslation('pages');
  const lang = currentLang();
  const hot = useQuery({
    queryKey: scoresKeys.hot(lang),
    queryFn: () => api.post('/api/universal/getHot'),
    refetchInterval: REFRESH_MS,
  });
  const matches = (hot.data?.list ?? []).slice(0, 6);
  // A kick-off time is the visitor's local time, which a server render cannot know.
  const localClock = useHydrated();
  return (
    <section className="section" data-testid="hot-matches">
      <h2 className="section__title">{title}</h2>
      {hot.isPending ? (
        <div className="skeleton-list" aria-busy="true" />
      ) : matches.length === 0 ? (
        <EmptyState icon="football" title={t('scores.hotEmpty')} compact />
      ) : (
        <ul className="hot-matches card">
          {matches.map((match) => (
            <li key={match.match_id}>
              <MatchLink
                match={match}
                clock={match.status === 'upcoming' && !localClock ? '' : matchClock(match, t, lang)}
              />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
