import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { api } from '../../../api/api';
import { currentLang } from '../../../i18n/i18n';
import { EmptyState } from '../../../ui/EmptyState';
import { scoresKeys } from '../scores-keys';

/** A competition's table of the current season from its finished matches, with some teams highlighted (a match's two). */
export function Standings({
  competitionId,
  competitionName,
  highlight = [],
}: {
  competitionId: number;
  competitionName: string;
  highlight?: number[];
}) {
  const { t } = useTranslation('pages');
  const lang = currentLang();
  const table = useQuery({
    queryKey: scoresKeys.standings(competitionId, lang),
    queryFn: () => api.get('/api/scores/standings', { competition_id: competitionId }),
  });
  const rows = table.data?.list ?? [];
  if (table.isPending) return <div className="skeleton-list" aria-busy="true" />;
  if (rows.length === 0) return <EmptyState icon="chart" title={t('scores.detail.noStandings')} compact />;
  const ours = new Set(highlight);
  return (
    <div className="table-scroll">
      <table className="standings" data-testid="standings">
        <caption className="standings__season" data-testid="standings-season">
          {competitionName} · {t('scores.season', { name: table.data?.season })}
        </caption>
        <thead>
          <tr>
            {(['rank', 'team', 'played', 'won', 'drawn', 'lost', 'goals', 'points'] as const).map((column) => (
              <th key={column} scope="col">
                {t(`scores.standings.${column}`)}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.team_id} className={ours.has(row.team_id) ? 'standings__ours' : ''}>
              <td className="num">{row.rank}</td>
              <th scope="row">{row.team_name}</th>
              <td className="num">{row.played}</td>
              <td className="num">{row.won}</td>
              <td className="num">{row.drawn}</td>
              <td className="num">{row.lost}</td>
              <td className="num">
                {row.goals_for}:{row.goals_against}
              </td>
              <td className="num">
                <strong>{row.points}</strong>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
