import { randomInt } from 'node:crypto';
import type { Stack } from './stack';

export const ADMIN = {
  mobile: process.env.ADMIN_MOBILE ?? '13800000000',
  password: process.env.ADMIN_PASSWORD ?? 'admin123456',
};

/** A client address of its own, sent as X-Forwarded-For (the edge trusts it from loopback), so per-IP limits of one test do not spill into another. */
export const uniqueIp = () => `10.${randomInt(0, 256)}.${randomInt(0, 256)}.${randomInt(1, 255)}`;

/** A mobile number no other test uses (tests run in parallel against one database). */
export const uniqueMobile = (prefix = '17') => `${prefix}${String(randomInt(0, 1e9)).padStart(9, '0')}`;

export async function login(stack: Stack, mobile: string, password: string): Promise<string> {
  const response = await stack.api.post('/api/user/login').send({ mobile, password });
  if (response.body.code !== 0) throw new Error(`login ${mobile} failed: ${JSON.stringify(response.body)}`);
  return response.body.data.token as string;
}

let adminToken: string | undefined;
export async function asAdmin(stack: Stack): Promise<string> {
  adminToken ??= await login(stack, ADMIN.mobile, ADMIN.password);
  return adminToken;
}

/** The newest code the SMS outbox holds for a mobile, read as an administrator would. */
export async function lastCode(stack: Stack, mobile: string): Promise<string> {
  const response = await stack.api
    .get('/api/admin/sms/outbox')
    .query({ mobile })
    .set('token', await asAdmin(stack));
  const [latest] = response.body.data as { code: string }[];
  if (!latest) throw new Error(`no code was sent to ${mobile}`);
  return latest.code;
}

export interface TestUser {
  id: number;
  mobile: string;
  password: string;
  token: string;
  /** The chat signature issued with that session (it dies with it). */
  userSig: string;
}

/** Registers a fresh user through the public API, as the site does. */
export async function registerUser(stack: Stack, password = 'secret123'): Promise<TestUser> {
  const mobile = uniqueMobile();
  const sent = await stack.api.post('/api/user/getCode').set('x-forwarded-for', uniqueIp()).send({ mobile });
  if (sent.body.code !== 0) throw new Error(`getCode failed: ${JSON.stringify(sent.body)}`);
  const code = await lastCode(stack, mobile);
  const response = await stack.api.post('/api/user/registered').send({ mobile, code, password, repassword: password });
  if (response.body.code !== 0) throw new Error(`register failed: ${JSON.stringify(response.body)}`);
  return {
    id: response.body.data.id,
    mobile,
    password,
    token: response.body.data.token,
    userSig: response.body.data.userSig,
  };
}
