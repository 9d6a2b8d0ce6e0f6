import { defineConfig, devices } from '@playwright/test';

/**
 * End-to-end tests in Debian's Chromium against a whole stack started by `tools/start.ts` on ports
 * shifted by 100 (site on 127.0.0.1:3100), its own database and Redis index. E2E_BASE_URL points the
 * suite at a stack that is already running instead.
 */
const external = process.env.E2E_BASE_URL;
const baseURL = external ?? 'http://127.0.0.1:3100';

const chromium = {
  executablePath: '/usr/bin/chromium',
  args: [
    '--headless',
    '--no-sandbox',
    '--disable-gpu',
    '--disable-quic',
    '--no-first-run',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
  ],
};

/**
 * What the phone project runs: what a phone shows differently (layouts, every route at 360 px, the
 * first screen, the chat, search, community and video pages) and the flows with a phone branch of
 * their own (tagged `@phone`). The other flows are the same components on both: the desktop runs them.
 */
const PHONE = [
  /(sweep|shell|phone-layout|first-screen|search|live-room|realtime|community|video|video-pages|video-danmaku|installable-site|clips|experts)\.spec\.ts/,
  /@phone/,
];

export default defineConfig({
  testDir: './e2e',
  timeout: 60_000,
  expect: { timeout: 10_000 },
  fullyParallel: false,
  workers: 1,
  retries: 0,
  reporter: process.env.CI ? [['list']] : [['list']],
  outputDir: '../test-results/web',
  use: {
    baseURL,
    launchOptions: chromium,
    trace: 'retain-on-failure',
    locale: 'zh-CN',
    // Each test is a fresh browser: a service worker would install the shell beside every first page
    // (installable-site.spec.ts allows it).
    serviceWorkers: 'block',
  },
  projects: [
    { name: 'desktop', use: { browserName: 'chromium', viewport: { width: 1280, height: 800 } } },
    {
      name: 'mobile',
      grep: PHONE,
      use: {
        browserName: 'chromium',
        viewport: { width: 375, height: 812 },
        isMobile: true,
        hasTouch: true,
        deviceScaleFactor: 2,
        userAgent: devices['iPhone 13'].userAgent,
      },
    },
  ],
  webServer: external
    ? undefined
    : {
        command:
          // Every browser of the suite is 127.0.0.1: the per-address hourly code limit would end a second run within the hour.
          // No demo streams: the tests push their own, and a demo encoder would hold rooms the tests use to a push they do not control;
          // the seed's fixture opens the seeded live rooms' broadcasts without video instead (SEED_LIVE_WITHOUT_VIDEO).
          // No demo audience: the tests count the chat lines, viewers and gifts of their rooms.
          // Fresh stores: the pictures and videos an earlier run stored went with its checkout's var/.
          'FRESH_STORES=1 MEDIA_DEMO_STREAMS=0 DEMO_AUDIENCE=0 SEED_LIVE_WITHOUT_VIDEO=1 STACK_PORT_OFFSET=100 DATABASE_URL=postgresql://postgres@127.0.0.1:5432/arena_e2e REDIS_URL=redis://127.0.0.1:6379/10 UPLOADS_DIR=var/e2e-uploads CODE_LIMIT_IP_PER_HOUR=1000000 CODE_PROBE_LIMIT_IP_PER_HOUR=1000000 npx tsx tools/start.ts',
        cwd: '..',
        url: 'http://127.0.0.1:3100/health/live',
        timeout: 240_000,
        reuseExistingServer: !process.env.CI,
        stdout: 'ignore',
        stderr: 'pipe',
      },
});
