import { Bench } from './bench';
import { load } from './load';
import { goalNote, ratioNotes } from './report';

/** Goal of issue 26: the video list through the edge at least this share of the bare server's throughput. */
const GOAL = { ratio: 0.2 };

/**
 * `/video-list`'s first page, `POST /api/Video/getList` (every category, newest first, 12 videos),
 * as an anonymous visitor opens it, through the edge and the video service over the seeded videos,
 * replays and clips. The service marks the browsing lists public for two seconds, so the edge
 * repeats them (ResponseCache). Measured against the bare node:http baseline in the same run.
 */
export const videoListBench: Bench = {
  name: 'video-list',
  description: "POST /api/Video/getList (/video-list's first page) via edge + video vs a bare node:http JSON server",
  async run(environment) {
    const baselineUrl = await environment.startBaseline();
    const { edge } = await environment.startServices(['account', 'video', 'edge']);
    const baseline = await load(
      { label: 'node:http baseline (tiny JSON)', url: baselineUrl, serverPids: [environment.baselinePid as number] },
      environment.options,
    );
    const product = await load(
      {
        label: 'edge -> video POST /api/Video/getList',
        url: `${edge}/api/Video/getList`,
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: '{"order":"new","page":1,"limit":12}',
        serverPids: [environment.pid('edge'), environment.pid('video')],
      },
      environment.options,
    );
    return {
      results: [baseline, product],
      notes: [...ratioNotes(baseline, product), goalNote(baseline, product, GOAL)],
    };
  },
};
