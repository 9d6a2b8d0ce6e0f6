import { Bench } from './bench';
import { load } from './load';
import { goalNote, ratioNotes } from './report';

/** Goals of the live issue: at least this share of the bare server's throughput, and this p99. */
const GOAL = { ratio: 0.2, p99Ms: 20 };

/**
 * The home page's hot room list, `POST /api/Live_streaming/getHotList`, through the edge: the live
 * service answers from its list cache (RoomListCache, retired by any room change) and marks the list
 * public for a second, so the edge repeats it (ResponseCache keys a small JSON POST by its body)
 * and the service sees about one request a second per list and language.
 */
export const liveHotListBench: Bench = {
  name: 'live-hot-list',
  description: 'POST /api/Live_streaming/getHotList via edge + live (room list cache) vs a bare node:http JSON server',
  async run(environment) {
    const baselineUrl = await environment.startBaseline();
    const { edge } = await environment.startServices(['live', 'edge']);
    const target = {
      url: `${edge}/api/Live_streaming/getHotList`,
      method: 'POST' as const,
      headers: { 'content-type': 'application/json' },
      body: '{"limit":10}',
    };
    const baseline = await load(
      { label: 'node:http baseline (tiny JSON)', url: baselineUrl, serverPids: [environment.baselinePid as number] },
      environment.options,
    );
    const product = await load(
      {
        label: 'edge -> live POST /api/Live_streaming/getHotList',
        ...target,
        serverPids: [environment.pid('edge'), environment.pid('live')],
      },
      environment.options,
    );
    return {
      results: [baseline, product],
      notes: [...ratioNotes(baseline, product), goalNote(baseline, product, GOAL)],
    };
  },
};
