import { coverSvg } from '../seed/art';
import { MatchResult, Names } from './match-report';

export const short = (names: Names) =>
  names.en
    .split(' ')
    .map((w) => w.slice(0, 3).toUpperCase())
    .join(' ');

/** A match report's cover (SVG): the competition, the score and both sides' short names; `n` picks its colours. */
export function matchReportCover(result: MatchResult, n: number): string {
  return coverSvg(n, {
    top: result.competition.names.en,
    middle: `${result.score.home} - ${result.score.away}`,
    bottom: `${short(result.home.names)}  vs  ${short(result.away.names)}`,
  });
}
