import { DEMO_VIEWERS } from '@arena/account';
import { Bench } from './bench';
import { load } from './load';
import { goalNote, ratioNotes } from './report';

/** Goals of the service-kit issue: a tenth of the bare server's throughput, and this p99. */
const GOAL = { ratio: 0.1, p99Ms: 25 };

/**
 * The cost of the product's HTTP path: `GET /api/Member/info` through the edge (rate limits, token
 * and user version from Redis in one script) to the account service the first time, then the
 * session's answer the edge keeps while the user's version stays (decision 018), against a bare
 * node:http server answering a tiny JSON envelope under the same load.
 */
export const edgeMemberInfoBench: Bench = {
  name: 'edge-member-info',
  description: 'GET /api/Member/info via edge + account vs a bare node:http JSON server',
  async run(environment) {
    // The balances come from the account service's own copy (decision 009): no wallet on this path.
    const baselineUrl = await environment.startBaseline();
    const { edge } = await environment.startServices(['account', 'edge']);

    const viewer = DEMO_VIEWERS[0];
    const login = await fetch(`${edge}/api/user/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ mobile: viewer.mobile, password: viewer.password }),
    });
    const session = (await login.json()) as { code: number; msg: string; data?: { token?: string } };
    const token = session.data?.token;
    if (session.code !== 0 || !token) throw new Error(`Could not log ${viewer.mobile} in: ${session.msg}`);

    const baseline = await load(
      { label: 'node:http baseline (tiny JSON)', url: baselineUrl, serverPids: [environment.baselinePid as number] },
      environment.options,
    );
    const product = await load(
      {
        label: 'edge -> account GET /api/Member/info',
        url: `${edge}/api/Member/info`,
        headers: { token },
        serverPids: [environment.pid('edge'), environment.pid('account')],
      },
      environment.options,
    );
    return {
      results: [baseline, product],
      notes: [...ratioNotes(baseline, product), goalNote(baseline, product, GOAL)],
    };
  },
};
