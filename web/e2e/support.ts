import { type APIRequestContext, expect, type Locator, type Page, type TestInfo } from '@playwright/test';

export const ADMIN = { mobile: '13800000000', password: 'admin123456' };

interface Envelope<T> {
  code: number;
  msg: string;
  data: T;
}

/** One API call as a page would make it (English messages), answering the whole envelope. */
export async function call<T>(
  request: APIRequestContext,
  method: 'GET' | 'POST',
  path: string,
  body?: unknown,
  token?: string,
): Promise<Envelope<T>> {
  const headers: Record<string, string> = { lang: 'en', ...(token ? { token } : {}) };
  const response =
    method === 'GET' ? await request.get(path, { headers }) : await request.post(path, { headers, data: body ?? {} });
  return (await response.json()) as Envelope<T>;
}

export async function adminToken(request: APIRequestContext): Promise<string> {
  const login = await call<{ token: string }>(request, 'POST', '/api/user/login', { ...ADMIN, device_type: 'pc' });
  expect(login.code).toBe(0);
  return login.data.token;
}

/** The code the development SMS provider sent last to a mobile, read as an administrator. */
export async function lastSmsCode(request: APIRequestContext, mobile: string): Promise<string> {
  const token = await adminToken(request);
  const outbox = await call<{ code: string }[]>(
    request,
    'GET',
    `/api/admin/sms/outbox?mobile=${mobile}`,
    undefined,
    token,
  );
  expect(outbox.code).toBe(0);
  expect(outbox.data.length).toBeGreaterThan(0);
  return outbox.data[0].code;
}

let counter = 0;
/** A mobile no other run has used: time-based, 11 digits, starting 17. */
export function uniqueMobile(): string {
  counter += 1;
  return `17${String(Date.now() % 1e8).padStart(8, '0')}${counter % 10}`;
}

/** A user registered through the API (for tests about something else than registering). */
export async function registerByApi(
  request: APIRequestContext,
  password = 'secret123',
): Promise<{ id: number; token: string; mobile: string; password: string }> {
  const mobile = uniqueMobile();
  expect((await call(request, 'POST', '/api/user/getCode', { mobile, purpose: 'register' })).code).toBe(0);
  const code = await lastSmsCode(request, mobile);
  const user = await call<{ id: number; token: string }>(request, 'POST', '/api/user/registered', {
    mobile,
    code,
    password,
    repassword: password,
  });
  expect(user.code).toBe(0);
  return { ...user.data, mobile, password };
}

/** A new user who applied to stream and was approved by an administrator: their token and room. */
export async function streamerByApi(
  request: APIRequestContext,
  application: { real_name: string; id_number: string; contact: string; experience: string },
): Promise<{ id: number; token: string; roomId: number }> {
  const user = await registerByApi(request);
  const applied = await call<{ id: number }>(request, 'POST', '/api/anchor-applications', application, user.token);
  expect(applied.code).toBe(0);
  const approved = await call<{ room_id: number }>(
    request,
    'POST',
    `/api/admin/anchor-applications/${applied.data.id}/approve`,
    {},
    await adminToken(request),
  );
  expect(approved.code).toBe(0);
  return { id: user.id, token: user.token, roomId: approved.data.room_id };
}

export async function banUser(request: APIRequestContext, id: number): Promise<void> {
  const token = await adminToken(request);
  const ban = await call(request, 'POST', `/api/admin/users/${id}/ban`, { reason: 'e2e: session revocation' }, token);
  expect(ban.code).toBe(0);
}

export const isMobile = (info: TestInfo) => info.project.name === 'mobile';

/** Opens the login dialog the way a person on this viewport would. */
/**
 * Waits until the app has started on the page (`data-app` on <html>, AppShell): the first screen of
 * /main comes as the server's markup, whose buttons do nothing until the app has hydrated it.
 */
export async function appStarted(page: Page): Promise<void> {
  await expect(page.locator('html')).toHaveAttribute('data-app', 'started');
}

export async function openLogin(page: Page, info: TestInfo): Promise<void> {
  await appStarted(page);
  await page.getByTestId(isMobile(info) ? 'tab-me' : 'login-button').click();
  await expect(page.getByTestId('login-form')).toBeVisible();
}

/** Console errors and uncaught exceptions of a page, collected for a final assertion. */
export function collectErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(`${message.text()} @ ${message.location().url}`);
  });
  page.on('pageerror', (error) => errors.push(`pageerror: ${error.message}`));
  return errors;
}

export async function useLanguage(page: Page, lang: 'zh' | 'en' | 'vi'): Promise<void> {
  await page.addInitScript((value) => {
    if (!sessionStorage.getItem('e2e-lang-set')) {
      localStorage.setItem('lang', value);
      sessionStorage.setItem('e2e-lang-set', '1');
    }
  }, lang);
}

export async function useToken(page: Page, token: string): Promise<void> {
  await page.addInitScript((value) => {
    if (!sessionStorage.getItem('e2e-token-set')) {
      localStorage.setItem('token', value);
      sessionStorage.setItem('e2e-token-set', '1');
    }
  }, token);
}

/**
 * Pays the package chosen in the open recharge dialog through the sandbox checkout (a new tab the
 * payer confirms in), then waits until the dialog has noticed the credit. `credited`, when given, is
 * checked on the checkout page.
 */
export async function payInSandbox(page: Page, dialog: Locator, credited?: number): Promise<void> {
  const [checkout] = await Promise.all([page.waitForEvent('popup'), dialog.getByTestId('recharge-pay').click()]);
  await expect(dialog.getByTestId('recharge-waiting')).toBeVisible();
  // The tab opens blank inside the click and is sent to the checkout once the order exists.
  await checkout.waitForURL(/\/api\/pay\/sandbox\/[^/]+\?/);
  if (credited !== undefined) await expect(checkout.locator('dd').nth(2)).toHaveText(String(credited));
  // Closing the tab before the confirmation's answer arrives could cut the payment short.
  await Promise.all([checkout.waitForURL(/\/confirm(\?|$)/), checkout.locator('button.pay').click()]);
  await checkout.waitForLoadState();
  await checkout.close();
  // The dialog notices the credit by itself (balance polling).
  await expect(dialog.getByTestId('recharge-paid')).toBeVisible({ timeout: 15_000 });
}
