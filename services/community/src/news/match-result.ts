import type { MatchRecord } from '@arena/contracts';
import { MatchResult, Names, TurningPoint } from './match-report';

/** The minute a first half (football) or the second quarter (basketball) ends. */
const HALF_TIME = { football: 45, basketball: 24 } as const;
const GOALS = new Set(['goal', 'penalty', 'own_goal']);

/**
 * A finished match as the report writer reads it, from the scores service's record: half-time score,
 * goals and minutes (basketball: each side's top scorer), cards, turning points, statistics and both
 * sides' table places before and after.
 */
export function resultOf(record: MatchRecord): MatchResult {
  const sport = record.sport;
  const events = record.events;
  const atHalf = events.filter((e) => e.minute <= HALF_TIME[sport]).at(-1);
  const scorers: MatchResult['scorers'] = [];
  const cards = { home: 0, away: 0 };
  const turningPoints: TurningPoint[] = [];
  const trailed = { home: false, away: false };
  const score = { home: 0, away: 0 };
  const points = new Map<string, { side: 'home' | 'away'; player: Names; points: number }>();
  for (const e of events) {
    if (!e.side) continue;
    const other = e.side === 'home' ? 'away' : 'home';
    if (sport === 'football' && GOALS.has(e.type)) {
      const scored = e.type === 'own_goal' ? other : e.side;
      const conceded = scored === 'home' ? 'away' : 'home';
      scorers.push({ minute: e.minute, side: scored, kind: e.type, player: e.player, points: 1 });
      const wasBehind = score[scored] < score[conceded];
      score[scored] += 1;
      if (wasBehind && score[scored] === score[conceded])
        turningPoints.push({ minute: e.minute, side: scored, kind: 'equaliser', player: e.player });
      else if (score[scored] === score[conceded] + 1 && trailed[scored])
        turningPoints.push({ minute: e.minute, side: scored, kind: 'lead_change', player: e.player });
      if (score[conceded] < score[scored]) trailed[conceded] = true;
    } else if (e.type === 'yellow' || e.type === 'red') {
      cards[e.side] += 1;
      if (e.type === 'red') turningPoints.push({ minute: e.minute, side: e.side, kind: 'red', player: e.player });
    } else if (sport === 'basketball' && e.type === 'points' && e.player) {
      const key = `${e.side}:${e.player.en}`;
      const found = points.get(key) ?? { side: e.side, player: e.player, points: 0 };
      found.points += e.points;
      points.set(key, found);
    }
  }
  if (sport === 'basketball')
    for (const side of ['home', 'away'] as const) {
      const best = [...points.values()].filter((p) => p.side === side).sort((x, y) => y.points - x.points)[0];
      if (best) scorers.push({ minute: 0, side, kind: 'points', player: best.player, points: best.points });
    }
  const { home, away } = record.standings;
  return {
    matchId: record.match_id,
    sport,
    competition: { names: record.competition },
    home: { names: record.home },
    away: { names: record.away },
    startTime: new Date(record.start_time),
    score: { home: record.home_score, away: record.away_score },
    halfTime: { home: atHalf?.home_score ?? 0, away: atHalf?.away_score ?? 0 },
    scorers,
    cards,
    position: { home: home.after, away: away.after },
    ...(home.before && away.before && home.after && away.after
      ? { positionBefore: { home: home.before, away: away.before } }
      : {}),
    turningPoints,
    stats: Object.fromEntries(record.stats.map((s) => [s.key, { home: s.home, away: s.away }])),
  };
}
