import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { BUILT_SERVICES } from '@arena/shared';
import type { Bench } from './bench';
import { measureBundle } from './bundle.bench';
import { ffmpegInstalled, makeClip, playlistReady, pushLoop, SEEDED_STREAMERS, streamKeys } from './pushes';

/** Rooms put on the air for the measurement (production starts no demo broadcasts): the home page's hot rooms. */
const ROOMS_ON_AIR = Number(process.env.BENCH_LIGHTHOUSE_ROOMS ?? 4);

/** The goals of the first screens on a phone (reported, never asserted: figures of a shared machine). */
const CLS_GOAL = 0.05;
const TBT_GOAL_MS = 200;
/** The pages measured, with their LCP goals: the home page, the football scores, a room on the air. */
const PAGES: { name: string; lcpGoalMs: number; path: (edge: string) => Promise<string> }[] = [
  { name: '/main', lcpGoalMs: 1500, path: async () => '/main' },
  { name: '/football', lcpGoalMs: 2000, path: async () => '/football' },
  { name: '/live?id=', lcpGoalMs: 2000, path: async (edge) => `/live?id=${await hottestRoom(edge)}` },
];

/**
 * Puts some seeded rooms on the air with a looping 360p clip (the last streamers of the seed, apart
 * from the media bench's), as a running site has them, and waits for their first segments.
 */
async function onTheAir(edge: string) {
  const work = mkdtempSync(path.join(tmpdir(), 'arena-lighthouse-'));
  const clip = path.join(work, 'clip.flv');
  makeClip(clip, { size: '640x360', bitrate: '800k' });
  const rtmp = `rtmp://127.0.0.1:${process.env.MEDIA_RTMP_PORT}/live`;
  const keys = await streamKeys(edge, SEEDED_STREAMERS.slice(-ROOMS_ON_AIR));
  const since = Date.now();
  const pushers = keys.map(({ key }) => pushLoop(rtmp, key, clip));
  for (const { roomId } of keys) await playlistReady(edge, roomId, since);
  return pushers;
}

/** The first room of the home page's hot list: the room a visitor most likely opens. */
async function hottestRoom(edge: string): Promise<number> {
  const answer = (await (
    await fetch(`${edge}/api/Live_streaming/getHotList`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{"limit":1}',
    })
  ).json()) as { data: { id: number }[] };
  const id = answer.data[0]?.id;
  if (!id) throw new Error('no room on the hot list');
  return id;
}

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
const WARM_UP_ROUNDS = 5;
async function warmUp(edge: string, page: string): Promise<void> {
  for (let round = 0; round < WARM_UP_ROUNDS; round++) {
    await Promise.all([
      fetch(page).then((response) => response.text()),
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
 * throttling) on the first screens a phone opens most (the home page, the football scores, the
 * hottest room) served by the edge from the production build, with every built service
 * behind it: largest contentful paint, cumulative layout shift and total blocking time.
 */
export const lighthouseBench: Bench = {
  name: 'lighthouse',
  description: `Lighthouse mobile profile via the edge on ${PAGES.map((page) => `${page.name} (LCP < ${page.lcpGoalMs} ms)`).join(', ')}; CLS < ${CLS_GOAL}, TBT < ${TBT_GOAL_MS} ms`,
  async run(environment) {
    measureBundle(); // builds the site as the code is (BUNDLE_REBUILD=0 keeps the build there)
    const backends = BUILT_SERVICES.filter((name) => name !== 'edge');
    const { edge } = await environment.startServices([...backends, 'edge']);
    const pushers = ffmpegInstalled() ? await onTheAir(edge) : [];
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
      const notes: string[] = [];
      for (const page of PAGES) {
        const url = `${edge}${await page.path(edge)}`;
        await warmUp(edge, url);
        const result = await lighthouse(url, {
          port: chrome.port,
          output: 'json',
          logLevel: 'error',
          onlyCategories: ['performance'],
        });
        // The whole report, to read further than the figures printed (never committed).
        if (process.env.BENCH_LIGHTHOUSE_REPORT && result)
          writeFileSync(
            `${process.env.BENCH_LIGHTHOUSE_REPORT}.${page.name.replace(/\W+/g, '')}.json`,
            JSON.stringify(result.lhr, null, 1),
          );
        const audits = (result?.lhr.audits ?? {}) as Record<string, Audit>;
        const value = (id: string) => audits[id]?.numericValue ?? Number.NaN;
        const lcp = value('largest-contentful-paint');
        const cls = value('cumulative-layout-shift');
        const tbt = value('total-blocking-time');
        const score = Math.round((result?.lhr.categories.performance?.score ?? 0) * 100);
        const met = (ok: boolean) => (ok ? 'met' : 'NOT met');
        notes.push(
          `${page.name}: LCP ${Math.round(lcp)} ms (goal < ${page.lcpGoalMs} ms: ${met(lcp < page.lcpGoalMs)}), CLS ${cls.toFixed(3)} (goal < ${CLS_GOAL}: ${met(cls < CLS_GOAL)}), TBT ${Math.round(tbt)} ms (goal < ${TBT_GOAL_MS} ms: ${met(tbt < TBT_GOAL_MS)}); FCP ${Math.round(value('first-contentful-paint'))} ms; performance score ${score}`,
          ...describeLcp(audits['largest-contentful-paint-element']).map((line) => `  ${line}`),
          ...(process.env.BENCH_LIGHTHOUSE_REQUESTS === '1'
            ? ['  requests (observed, not throttled):', ...describeRequests(audits['network-requests'], edge)]
            : []),
        );
      }
      return {
        results: [],
        notes,
        load: `one Lighthouse run per page after ${WARM_UP_ROUNDS} warm-up rounds of the page and the home page's API calls, mobile profile (simulated slow 4G and 4x CPU slowdown)`,
      };
    } finally {
      chrome.kill();
      for (const pusher of pushers) pusher.kill('SIGKILL');
    }
  },
};
