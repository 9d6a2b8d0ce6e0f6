import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { api } from '../../../api/api';
import { currentLang } from '../../../i18n/i18n';
import { EmptyState } from '../../../ui/EmptyState';
import { MatchList } from '../list/MatchList';
import { useStar } from '../list/use-star';
import { scoresKeys } from '../scores-keys';

/** One team: its squad with goals (or points) and cards, then its last and next matches. */
function TeamPanel({ teamId }: { teamId: number }) {
  const { t } = useTranslation('pages');
  const lang = currentLang();
  const star = useStar();
  const team = useQuery({
    queryKey: scoresKeys.team(teamId, lang),
    queryFn: () => api.get('/api/scores/team', { team_id: teamId }),
  });
  if (!team.data) return <div className="skeleton-list" aria-busy="true" />;
  const basketball = team.data.sport === 'basketball';
  return (
    <section className="team-panel" data-testid="team-panel">
      <h3 className="section__title">{team.data.name}</h3>
      <div className="table-scroll">
        <table className="standings">
          <thead>
            <tr>
              <th scope="col">#</th>
              <th scope="col">{t('database.player')}</th>
              <th scope="col">{t('database.position')}</th>
              <th scope="col">{t(basketball ? 'scores.stats.points' : 'scores.stats.goals')}</th>
              {!basketball && <th scope="col">{t('scores.stats.yellow')}</th>}
              {!basketball && <th scope="col">{t('scores.stats.red')}</th>}
            </tr>
          </thead>
          <tbody>
            {team.data.players.map((p) => (
              <tr key={p.player_id} data-testid="squad-player">
                <td className="num">{p.number}</td>
                <th scope="row">{p.name}</th>
                <td>{p.position}</td>
                <td className="num">{p.goals}</td>
                {!basketball && <td className="num">{p.yellow}</td>}
                {!basketball && <td className="num">{p.red}</td>}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      {[
        ['database.recent', team.data.recent],
        ['database.next', team.data.next],
      ].map(([title, matches]) => (
        <div key={title as string} className="section">
          <h4 className="card__title">{t(title as string)}</h4>
          {(matches as typeof team.data.recent).length ? (
            <MatchList
              matches={matches as typeof team.data.recent}
              flashing={new Set()}
              onStar={star}
              label={t(title as string)}
            />
          ) : (
            <p className="muted">{t('scores.empty')}</p>
          )}
        </div>
      ))}
    </section>
  );
}

/** A competition's teams; choosing one opens its panel. */
export function Teams({ competitionId }: { competitionId: number }) {
  const { t } = useTranslation('pages');
  const lang = currentLang();
  const teams = useQuery({
    queryKey: scoresKeys.teams(competitionId, lang),
    queryFn: () => api.get('/api/scores/teams', { competition_id: competitionId }),
  });
  const [chosen, setChosen] = useState<number | null>(null);
  const list = teams.data?.list ?? [];
  if (teams.isPending) return <div className="skeleton-list" aria-busy="true" />;
  if (list.length === 0) return <EmptyState icon="chart" title={t('database.noTeams')} compact />;
  const open = chosen ?? list[0].team_id;
  return (
    <div className="teams">
      <div className="chips" role="radiogroup" aria-label={t('database.teams')}>
        {list.map((team) => (
          <button
            key={team.team_id}
            type="button"
            role="radio"
            aria-checked={open === team.team_id}
            className={`chip${open === team.team_id ? ' chip--active' : ''}`}
            onClick={() => setChosen(team.team_id)}
          >
            {team.name}
          </button>
        ))}
      </div>
      <TeamPanel teamId={open} />
    </div>
  );
}
