import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { api } from '../../../api/api';
import { currentLang } from '../../../i18n/i18n';
import { EmptyState } from '../../../ui/EmptyState';
import { scoresKeys } from '../scores-keys';

/** A competition's best scorers (points in basketball), counted from the recorded events. */
export function TopScorers({ competitionId, basketball }: { competitionId: number; basketball: boolean }) {
  const { t } = useTranslation('pages');
  const lang = currentLang();
  const scorers = useQuery({
    queryKey: scoresKeys.topScorers(competitionId, lang),
    queryFn: () => api.get('/api/scores/top-scorers', { competition_id: competitionId }),
  });
  const rows = scorers.data?.list ?? [];
  if (scorers.isPending) return <div className="skeleton-list" aria-busy="true" />;
  if (rows.length === 0) return <EmptyState icon="chart" title={t('database.noScorers')} compact />;
  return (
    <div className="table-scroll">
      <table className="standings" data-testid="top-scorers">
        <thead>
          <tr>
            <th scope="col">{t('scores.standings.rank')}</th>
            <th scope="col">{t('database.player')}</th>
            <th scope="col">{t('scores.standings.team')}</th>
            <th scope="col">{t(basketball ? 'scores.stats.points' : 'scores.stats.goals')}</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.player_id}>
              <td className="num">{row.rank}</td>
              <th scope="row">{row.name}</th>
              <td>{row.team_name}</td>
              <td className="num">
                <strong>{row.goals}</strong>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
