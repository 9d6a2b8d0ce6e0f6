import { expect, test } from '@playwright/test';
import { adminToken, appStarted, call, collectErrors, isMobile, useLanguage } from './support';

test.describe('the installable site ("download the app")', () => {
  // The one suite about the service worker (the config blocks it elsewhere).
  test.use({ serviceWorkers: 'allow' });

  test('the QR codes lead to the install guide of each phone on this origin, or where an administrator points them; the follow link exists', async ({
    page,
    request,
    baseURL,
  }, info) => {
    test.skip(isMobile(info), 'the download popover is in the desktop top bar');
    const errors = collectErrors(page);
    const admin = await adminToken(request);
    expect(
      (await call(request, 'POST', '/api/admin/site-settings', { android_qr_code: null, ios_qr_code: null }, admin))
        .code,
    ).toBe(0);
    await useLanguage(page, 'en');
    await page.goto('/main');
    await appStarted(page);
    await page.getByTestId('download-trigger').click();
    const panel = page.getByTestId('download-panel');
    const origin = new URL(baseURL ?? page.url()).origin;
    await expect(panel.getByTestId('qr-android')).toHaveAttribute('data-target', `${origin}/downLoad?os=android`);
    await expect(panel.getByTestId('qr-ios')).toHaveAttribute('data-target', `${origin}/downLoad?os=ios`);
    await expect(panel.getByTestId('qr-ios')).toHaveAttribute('src', /^data:image\/png;base64,/);
    await expect(panel).not.toContainText('coming soon');
    await panel.getByTestId('download-follow').click();
    await expect(page).toHaveURL(/\/attention$/);

    try {
      const set = await call(
        request,
        'POST',
        '/api/admin/site-settings',
        { android_qr_code: 'https://apps.example.com/arena.apk' },
        admin,
      );
      expect(set.code).toBe(0);
      await page.goto('/downLoad');
      await expect(page.getByTestId('download-android').getByTestId('qr-android')).toHaveAttribute(
        'data-target',
        'https://apps.example.com/arena.apk',
      );
      await expect(page.getByTestId('download-ios').getByTestId('qr-ios')).toHaveAttribute(
        'data-target',
        `${origin}/downLoad?os=ios`,
      );
    } finally {
      await call(request, 'POST', '/api/admin/site-settings', { android_qr_code: null }, admin);
    }
    expect(errors).toEqual([]);
  });

  test('a phone opened from the iOS code sees the Safari steps first, in its language, and an install button when the browser offers one', async ({
    page,
  }, info) => {
    const errors = collectErrors(page);
    await useLanguage(page, 'vi');
    await page.goto('/downLoad?os=ios');
    await appStarted(page);
    const cards = page.locator('.download-card');
    await expect(cards.first()).toHaveAttribute('data-testid', 'download-ios');
    await expect(page.getByTestId('steps-ios')).toContainText('Thêm vào MH chính');
    await expect(page.getByTestId('steps-android')).toContainText('Cài đặt ứng dụng');
    // On the phone itself its own QR code is of no use.
    await expect(page.getByTestId('download-ios').locator('.qr--large')).toBeVisible({ visible: !isMobile(info) });
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);

    // No offer, no button; the browser's offer (Chromium's beforeinstallprompt) brings it.
    await expect(page.getByTestId('install-button')).toHaveCount(0);
    await page.evaluate(() => {
      const offer = Object.assign(new Event('beforeinstallprompt', { cancelable: true }), {
        prompt: () => Promise.resolve(),
        userChoice: Promise.resolve({ outcome: 'accepted' as const }),
      });
      window.dispatchEvent(offer);
    });
    await page.getByTestId('install-button').click();
    await expect(page.getByTestId('install-offer')).toContainText('Bạn đang dùng ứng dụng đã cài');
    expect(errors).toEqual([]);
  });

  test("a manifest with the project's icons, and a service worker that keeps the shell and never the API", async ({
    page,
    request,
  }, info) => {
    test.skip(isMobile(info), 'one browser is enough for the worker');
    const manifest = await request.get('/manifest.webmanifest');
    expect(manifest.headers()['content-type']).toContain('application/manifest+json');
    const body = (await manifest.json()) as {
      start_url: string;
      display: string;
      icons: { src: string; sizes: string; purpose: string }[];
    };
    expect(body).toMatchObject({ start_url: '/main', display: 'standalone' });
    expect(body.icons.map((icon) => `${icon.sizes} ${icon.purpose}`)).toEqual(
      expect.arrayContaining(['192x192 any', '512x512 any', '512x512 maskable']),
    );
    for (const icon of body.icons) expect((await request.get(icon.src)).headers()['content-type']).toMatch(/^image\//);

    await page.goto('/main');
    await appStarted(page);
    await expect(page.locator('link[rel="manifest"]')).toHaveAttribute('href', '/manifest.webmanifest');
    const scope = await page.evaluate(async () => (await navigator.serviceWorker.ready).active?.scriptURL);
    expect(scope).toMatch(/\/sw\.js$/);
    // Pages that call the API, then what the worker kept.
    await page.goto('/anchor?type=0');
    await expect(page.getByTestId('room-card').first()).toBeVisible();
    const kept = await page.evaluate(async () => {
      const urls: string[] = [];
      for (const name of await caches.keys())
        for (const request of await (await caches.open(name)).keys()) urls.push(new URL(request.url).pathname);
      return urls;
    });
    expect(kept).toContain('/index.html');
    expect(kept.some((path) => path.startsWith('/assets/'))).toBe(true);
    expect(kept.filter((path) => /^\/(api|socket\.io|media|uploads)\//.test(path))).toEqual([]);
  });
});
