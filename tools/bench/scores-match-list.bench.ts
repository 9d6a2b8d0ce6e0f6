import { Bench } from './bench';
import { load } from './load';
import { ratioNotes } from './report';

/**
 * The football page's list, `GET /api/scores/matches` of today (every competition, up to 200 rows),
 * through the edge and the scores service, as an anonymous visitor opens it. Pages resync from it
 * after a missed sequence number, so it is not left to the edge's public cache (up to a second old);
 * the service keeps a copy per process that the next match change retires (MatchListCache).
 * Measured against the bare node:http baseline in the same run.
 */
export const scoresMatchListBench: Bench = {
  name: 'scores-match-list',
  description: "GET /api/scores/matches (today's football) via edge + scores vs a bare node:http JSON server",
  async run(environment) {
    const baselineUrl = await environment.startBaseline();
    const { edge } = await environment.startServices(['scores', 'edge']);
    const today = new Date().toISOString().slice(0, 10);
    const baseline = await load({ label: 'node:http baseline (tiny JSON)', url: baselineUrl }, environment.options);
    const product = await load(
      {
        label: `edge -> scores GET /api/scores/matches (football, ${today})`,
        url: `${edge}/api/scores/matches?sport=football&date=${today}&limit=200`,
      },
      environment.options,
    );
    return { results: [baseline, product], notes: ratioNotes(baseline, product) };
  },
};
