import { Bench } from './bench';
import { load } from './load';
import { goalNote, ratioNotes } from './report';

/** The goal: the circle feed through the edge at least this share of the bare server's throughput. */
const GOAL = { ratio: 0.2 };

/**
 * A circle's page as a visitor opens it: `GET /api/community/feed` of the busiest circle (the most
 * posts the bench database holds: the seeded ones, and the search bench's 100,000 when it ran first),
 * newest first and hottest first, through the edge and the community service. Measured against the
 * bare node:http baseline in the same run.
 */
export const circleFeedBench: Bench = {
  name: 'circle-feed',
  description:
    "GET /api/community/feed (a circle's posts, newest and hottest) via edge + community vs a bare node:http JSON server",
  async run(environment) {
    const baselineUrl = await environment.startBaseline();
    const { edge } = await environment.startServices(['community', 'edge']);
    const circles = (await (await fetch(`${edge}/api/community/circles?limit=100`)).json()) as {
      data: { list: { id: number; post_count: number }[] };
    };
    const busiest = circles.data.list.reduce((a, b) => (b.post_count > a.post_count ? b : a));
    const baseline = await load(
      { label: 'node:http baseline (tiny JSON)', url: baselineUrl, serverPids: [environment.baselinePid as number] },
      environment.options,
    );
    const results = [baseline];
    const notes: string[] = [`circle ${busiest.id}: ${busiest.post_count} posts`];
    for (const order of ['new', 'hot'] as const) {
      const product = await load(
        {
          label: `edge -> community GET /api/community/feed (${order}, 10 a page)`,
          url: `${edge}/api/community/feed?circle_id=${busiest.id}&order=${order}&limit=10`,
          serverPids: [environment.pid('edge'), environment.pid('community')],
        },
        environment.options,
      );
      results.push(product);
      notes.push(`${order}: ${[...ratioNotes(baseline, product), goalNote(baseline, product, GOAL)].join('; ')}`);
    }
    return { results, notes };
  },
};
