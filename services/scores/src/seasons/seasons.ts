import type { CompetitionKind } from '../fixtures/names';

export interface SeasonSpan {
  name: string;
  startsAt: Date;
  endsAt: Date;
}

/**
 * The season a kick-off falls in (UTC): a league's runs from 1 July to the next 1 July and is named
 * by both years ("2026/27"); a cup's is its calendar year ("2026").
 */
export function seasonOf(kind: CompetitionKind, at: Date): SeasonSpan {
  const year = at.getUTCFullYear();
  if (kind === 'cup')
    return { name: String(year), startsAt: new Date(Date.UTC(year, 0, 1)), endsAt: new Date(Date.UTC(year + 1, 0, 1)) };
  const from = at.getUTCMonth() >= 6 ? year : year - 1;
  return {
    name: `${from}/${String((from + 1) % 100).padStart(2, '0')}`,
    startsAt: new Date(Date.UTC(from, 6, 1)),
    endsAt: new Date(Date.UTC(from + 1, 6, 1)),
  };
}
