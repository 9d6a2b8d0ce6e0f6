import { build } from '../build';
import { loadOptionsFromEnv } from './load';
async function main() {
  const options = loadOptionsFromEnv();
  await build();
  const { BenchEnvironment } = await import('./environment');
  const { load } = await import('./load');
  const { signClaims } = await import('@arena/shared');
  const { DEMO_VIEWERS } = await import('../../services/account/src/seed/account.seed');
  const env = await BenchEnvironment.prepare(options);
  try {
    const base = await env.startBaseline();
    const { account, edge } = await env.startServices(['account', 'edge']);
    const login = await fetch(`${edge}/api/user/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ mobile: DEMO_VIEWERS[0].mobile, password: DEMO_VIEWERS[0].password }) });
    const token = ((await login.json()) as { data: { token: string } }).data.token;
    const secret = (env as unknown as { secrets: Record<string, string> }).secrets.INTERNAL_SECRET;
    const me = (await (await fetch(`${edge}/api/Member/info`, { headers: { token } })).json()) as { data: { id: number } };
    const auth = signClaims({ svc: 'public', uid: me.data.id, sid: 'x', role: 'user' }, secret);
    const targets: [string, string, Record<string, string>][] = [
      ['baseline', base, {}],
      ['account /health/live', `${account}/health/live`, {}],
      ['account /avatars (1 query)', `${account}/avatars`, { 'x-arena-auth': auth }],
      ['account /profile (Member/info)', `${account}/profile`, { 'x-arena-auth': auth }],
      ['edge Member/info', `${edge}/api/Member/info`, { token }],
      ['baseline', base, {}],
    ];
    for (const [label, url, headers] of targets) {
      const r = await load({ label, url, headers }, options);
      console.log(label.padEnd(34), String(Math.round(r.requestsPerSecond)).padStart(6), r.p50Ms, r.p99Ms);
    }
  } finally {
    await env.close();
  }
}
void main();
