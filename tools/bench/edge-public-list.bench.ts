import { Bench } from './bench';
import { load } from './load';
import { ratioNotes } from './report';

/**
 * A public, cacheable list through the edge: `GET /api/user/avatarList` stands in for the home
 * page's lists (live rooms, banners, matches) until their services exist; like them it is the same
 * for every visitor, so its service marks it `Cache-Control: public, s-maxage` and the edge repeats
 * it (ResponseCache). Measured against the bare node:http baseline in the same run.
 */
export const edgePublicListBench: Bench = {
  name: 'edge-public-list',
  description: 'GET /api/user/avatarList (public, cacheable) via edge vs a bare node:http JSON server',
  async run(environment) {
    const baselineUrl = await environment.startBaseline();
    const { edge } = await environment.startServices(['account', 'edge']);
    const baseline = await load(
      { label: 'node:http baseline (tiny JSON)', url: baselineUrl, serverPids: [environment.baselinePid as number] },
      environment.options,
    );
    const product = await load(
      {
        label: 'edge GET /api/user/avatarList',
        url: `${edge}/api/user/avatarList`,
        serverPids: [environment.pid('edge'), environment.pid('account')],
      },
      environment.options,
    );
    return {
      results: [baseline, product],
      notes: ratioNotes(baseline, product),
    };
  },
};
