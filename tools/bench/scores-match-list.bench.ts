import { Bench } from './bench';
import { load } from './load';
import { goalNote, ratioNotes } from './report';

/** Goals of the speed issue: at least this share of the bare server's throughput, and this p99. */
const GOAL = { ratio: 0.3, p99Ms: 30 };

/**
 * The football page's list, `GET /api/scores/matches` of today (every competition, up to 200 rows),
 * through the edge and the scores service, as an anonymous visitor opens it. Pages resync from it
 * after a missed sequence number, so it may never be older than the last change: the scores service
 * renders a page once per match change (MatchListCache) and marks a visitor's answer with the
 * version it stands on (`x-arena-public-version`); the edge repeats it while that version stays.
 * Measured against the bare node:http baseline in the same run.
 */
export const scoresMatchListBench: Bench = {
  name: 'scores-match-list',
  description: "GET /api/scores/matches (today's football) via edge + scores vs a bare node:http JSON server",
  async run(environment) {
    const baselineUrl = await environment.startBaseline();
    const { edge } = await environment.startServices(['scores', 'edge']);
    const today = new Date().toISOString().slice(0, 10);
    const url = `${edge}/api/scores/matches?sport=football&date=${today}&limit=200`;
    const answer = Buffer.from(await (await fetch(url)).arrayBuffer());
    const baseline = await load(
      { label: 'node:http baseline (tiny JSON)', url: baselineUrl, serverPids: [environment.baselinePid as number] },
      environment.options,
    );
    const product = await load(
      {
        label: `edge -> scores GET /api/scores/matches (football, ${today})`,
        url,
        serverPids: [environment.pid('edge'), environment.pid('scores')],
      },
      environment.options,
    );
    return {
      results: [baseline, product],
      notes: [
        `the list: ${(JSON.parse(answer.toString()) as { data: { list: unknown[] } }).data.list.length} matches, ${(answer.length / 1024).toFixed(1)} KB`,
        ...ratioNotes(baseline, product),
        goalNote(baseline, product, GOAL),
      ],
    };
  },
};
