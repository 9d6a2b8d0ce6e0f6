import { writeFileSync } from 'node:fs';
import { BUILT_SERVICES } from '@arena/shared';
import type { Bench } from './bench';
import { measureBundle } from './bundle.bench';

/** The goals of the site's home page on a phone (reported, never asserted: figures of a shared machine). */
const LCP_GOAL_MS = 1500;
const CLS_GOAL = 0.05;

interface Audit {
  numericValue?: number;
  details?: AuditDetails;
}
interface AuditDetails {
  type?: string;
  items?: unknown[];
}
interface LcpElementItem {
  node?: { nodeLabel?: string; selector?: string };
}
interface LcpPhaseItem {
  phase?: string;
  timing?: number;
}
interface NetworkItem {
  url?: string;
  networkRequestTime?: number;
  networkEndTime?: number;
  transferSize?: number;
  resourceType?: string;
}

/** The LCP element and how its time splits (time to first byte, load delay and time of its resource, render delay). */
function describeLcp(audit: Audit | undefined): string[] {
  const tables = (audit?.details?.items ?? []) as AuditDetails[];
  const element = (tables[0]?.items?.[0] as LcpElementItem | undefined)?.node;
  const phases = (tables[1]?.items ?? []) as LcpPhaseItem[];
  const lines = [`LCP element: ${element?.selector ?? '?'} "${(element?.nodeLabel ?? '').slice(0, 60)}"`];
  if (phases.length > 0)
    lines.push(`LCP phases: ${phases.map((item) => `${item.phase} ${Math.round(item.timing ?? 0)} ms`).join(', ')}`);
  return lines;
}

/** The requests of the page load in the order they started (observed, unthrottled times), up to the LCP. */
function describeRequests(audit: Audit | undefined, origin: string): string[] {
  const items = (audit?.details?.items ?? []) as NetworkItem[];
  return items
    .filter((item) => item.url?.startsWith(origin))
    .slice(0, 20)
    .map((item) => {
      const file = (item.url ?? '').slice(origin.length);
      const kb = ((item.transferSize ?? 0) / 1024).toFixed(1);
      return `  ${Math.round(item.networkRequestTime ?? 0)}-${Math.round(item.networkEndTime ?? 0)} ms ${item.resourceType ?? ''} ${file} ${kb} KB`;
    });
}

/** The first API calls of /main (as web/public/early-requests.js makes them). */
const HOME_CALLS: { path: string; method: 'GET' | 'POST'; body?: string }[] = [
  { path: '/api/Live_streaming/getIndexLiveList', method: 'POST', body: '{"limit":8}' },
  { path: '/api/Live/getBucketRoomList?limit=4', method: 'GET' },
  { path: '/api/universal/getHot', method: 'POST', body: '{}' },
];

/**
 * A few rounds of the page and its first API calls before measuring, so Lighthouse meets services
 * that have answered before (connection pools open, code compiled by V8) as a visitor of a running
 * site would, rather than the first requests after a cold start (which took 0.2-0.5 s each here).
 */
async function warmUp(edge: string): Promise<void> {
  for (let round = 0; round < 5; round++) {
    await Promise.all([
      fetch(`${edge}/main`).then((response) => response.text()),
      ...HOME_CALLS.map(({ path, method, body }) =>
        fetch(`${edge}${path}`, { method, body, headers: { lang: 'zh', 'content-type': 'application/json' } }).then(
          (response) => response.text(),
        ),
      ),
    ]);
  }
}

/**
 * Lighthouse (the npm package, driving Debian's Chromium; its default mobile profile with simulated
 * throttling) on /main served by the edge from the production build, with every built service
 * behind it: largest contentful paint, cumulative layout shift and total blocking time.
 */
export const lighthouseBench: Bench = {
  name: 'lighthouse',
  description: `Lighthouse mobile profile on /main via the edge (goals: LCP < ${LCP_GOAL_MS} ms, CLS < ${CLS_GOAL})`,
  async run(environment) {
    measureBundle(); // builds the site when there is no build yet
    const backends = BUILT_SERVICES.filter((name) => name !== 'edge');
    const { edge } = await environment.startServices([...backends, 'edge']);
    await warmUp(edge);
    // Both packages are ES modules only.
    const { launch } = await import('chrome-launcher');
    const { default: lighthouse } = await import('lighthouse');
    const chrome = await launch({
      chromePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
      chromeFlags: [
        '--headless',
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    });
    try {
      const result = await lighthouse(`${edge}/main`, {
        port: chrome.port,
        output: 'json',
        logLevel: 'error',
        onlyCategories: ['performance'],
      });
      // The whole report, to read further than the figures printed (never committed).
      if (process.env.BENCH_LIGHTHOUSE_REPORT && result)
        writeFileSync(process.env.BENCH_LIGHTHOUSE_REPORT, JSON.stringify(result.lhr, null, 1));
      const audits = (result?.lhr.audits ?? {}) as Record<string, Audit>;
      const value = (id: string) => audits[id]?.numericValue ?? Number.NaN;
      const lcp = value('largest-contentful-paint');
      const cls = value('cumulative-layout-shift');
      const tbt = value('total-blocking-time');
      const score = Math.round((result?.lhr.categories.performance?.score ?? 0) * 100);
      return {
        results: [],
        notes: [
          `LCP ${Math.round(lcp)} ms (goal < ${LCP_GOAL_MS} ms: ${lcp < LCP_GOAL_MS ? 'met' : 'NOT met'})`,
          `CLS ${cls.toFixed(3)} (goal < ${CLS_GOAL}: ${cls < CLS_GOAL ? 'met' : 'NOT met'})`,
          `TBT ${Math.round(tbt)} ms; FCP ${Math.round(value('first-contentful-paint'))} ms; performance score ${score}`,
          ...describeLcp(audits['largest-contentful-paint-element']),
          ...(process.env.BENCH_LIGHTHOUSE_REQUESTS === '1'
            ? ['requests (observed, not throttled):', ...describeRequests(audits['network-requests'], edge)]
            : []),
        ],
        load: 'one Lighthouse run after 5 warm-up rounds of the page and its API calls, mobile profile (simulated slow 4G and 4x CPU slowdown)',
      };
    } finally {
      chrome.kill();
    }
  },
};
