import { useTranslation } from 'react-i18next';
import type { MatchDetail } from './use-match';
import { Tooltip } from '../../../ui/Tooltip';

type Player = MatchDetail['home_players'][number];
/** The lines of a football side from its own goal outwards. */
const LINES = ['GK', 'DF', 'MF', 'FW'];

/** Starters: a goalkeeper and ten outfield players in squad order (football), five (basketball). */
function split(players: Player[], football: boolean): { starters: Player[]; bench: Player[] } {
  if (!football) return { starters: players.slice(0, 5), bench: players.slice(5) };
  const keeper = players.find((p) => p.position === 'GK');
  const outfield = players.filter((p) => p !== keeper).slice(0, 10);
  const starters = [...(keeper ? [keeper] : []), ...outfield];
  return { starters, bench: players.filter((p) => !starters.includes(p)) };
}

/** A football side's formation from its outfield lines, defenders first: "4-4-2". */
export function formationOf(players: Player[]): string {
  return LINES.slice(1)
    .map((line) => players.filter((p) => p.position === line).length)
    .filter((count) => count > 0)
    .join('-');
}

function Side({
  players,
  side,
  football,
  team,
}: {
  players: Player[];
  side: 'home' | 'away';
  football: boolean;
  team: string;
}) {
  const lines = football
    ? LINES.map((line) => players.filter((p) => p.position === line)).filter((line) => line.length > 0)
    : [players];
  // The away side attacks downwards: its keeper at the top.
  return (
    <div className={`pitch__half pitch__half--${side}`}>
      {football && (
        <span className="pitch__formation" data-testid={`formation-${side}`}>
          {team} {formationOf(players)}
        </span>
      )}
      {(side === 'home' ? [...lines].reverse() : lines).map((line, i) => (
        <div key={i} className="pitch__line">
          {line.map((p) => (
            <Tooltip key={p.player_id} content={`${p.number} ${p.name}`}>
              <span className="pitch__player">
                <span className="pitch__number num">{p.number}</span>
                <span className="pitch__name">{p.name}</span>
              </span>
            </Tooltip>
          ))}
        </div>
      ))}
    </div>
  );
}

/** Both teams on a pitch (starters by line), their substitutes below. */
export function Lineups({ match }: { match: MatchDetail }) {
  const { t } = useTranslation('pages');
  const football = match.sport === 'football';
  const home = split(match.home_players, football);
  const away = split(match.away_players, football);
  return (
    <div className="lineups" data-testid="lineups">
      <div className={`pitch${football ? '' : ' pitch--court'}`} aria-label={t('scores.detailTabs.lineups')}>
        <Side players={away.starters} side="away" football={football} team={match.away_team_name} />
        <Side players={home.starters} side="home" football={football} team={match.home_team_name} />
      </div>
      <div className="grid-2 lineups__bench">
        {[
          [match.home_team_name, home.bench],
          [match.away_team_name, away.bench],
        ].map(([name, bench]) => (
          <section key={name as string} className="card">
            <h3 className="card__title">
              {name as string} · {t('scores.detail.bench')}
            </h3>
            <ul className="bench-list">
              {(bench as Player[]).map((p) => (
                <li key={p.player_id}>
                  <span className="num muted">{p.number}</span> {p.name}{' '}
                  <span className="muted small">{p.position}</span>
                </li>
              ))}
            </ul>
          </section>
        ))}
      </div>
    </div>
  );
}
