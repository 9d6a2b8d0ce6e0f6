import { randomBytes } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import { AppError, EventBus, RedisService } from '@arena/shared';
import { SessionsService } from '../sessions/sessions.service';
import { qrPngDataUrl } from './qr-png';
import { UsersService } from '../users/users.service';

export const QR_TTL_S = 180;

export type QrState = { status: 'waiting' } | { status: 'scanned'; userId: number } | { status: 'confirmed'; userId: number };

const key = (code: string) => `qr-login:${code}`;
const tokenKey = (code: string) => `qr-login:${code}:token`;
const claimKey = (code: string, step: 'scan' | 'confirm') => `qr-login:${code}:${step}`;

/**
 * Scan login: the page shows a QR of a random code; the phone app (logged in) scans, then the same
 * user confirms; confirming opens a session for the page. Each step is published so the realtime
 * gateway can tell the waiting page; a page that polls the status gets the token once, then never
 * again, so a code seen over someone's shoulder is worth nothing after the login.
 */
@Injectable()
export class QrLoginService {
  constructor(
    private readonly redis: RedisService,
    private readonly events: EventBus,
    private readonly sessions: SessionsService,
    private readonly users: UsersService,
  ) {}

  async create(): Promise<{ code: string; img: string; expires_in: number }> {
    const code = randomBytes(16).toString('hex');
    await this.redis.set(key(code), JSON.stringify({ status: 'waiting' } satisfies QrState), 'EX', QR_TTL_S);
    const img = qrPngDataUrl(`arenalive://qr-login?code=${code}`);
    return { code, img, expires_in: QR_TTL_S };
  }

  async state(code: string): Promise<QrState> {
    const raw = await this.redis.get(key(code));
    if (!raw) throw AppError.fail('account.qr_invalid');
    return JSON.parse(raw) as QrState;
  }

  /** The page's poll: the token comes with the first answer after confirmation only. */
  async status(code: string): Promise<{ status: QrState['status']; token?: string }> {
    const state = await this.state(code);
    if (state.status !== 'confirmed') return { status: state.status };
    return { status: 'confirmed', token: (await this.redis.getdel(tokenKey(code))) ?? undefined };
  }

  async scan(code: string, userId: number): Promise<void> {
    const state = await this.state(code);
    // One phone per code: the first scanner claims it, and only they may confirm.
    if (state.status !== 'waiting' || !(await this.claim(code, 'scan'))) throw AppError.fail('account.qr_invalid');
    await this.redis.set(key(code), JSON.stringify({ status: 'scanned', userId } satisfies QrState), 'KEEPTTL');
    await this.events.publish('login.qr.scanned', { code, userId });
  }

  async confirm(code: string, userId: number): Promise<void> {
    const state = await this.state(code);
    if (state.status !== 'scanned' || state.userId !== userId) throw AppError.fail('account.qr_invalid');
    // Only the first confirmation may open a session.
    if (!(await this.claim(code, 'confirm'))) throw AppError.fail('account.qr_invalid');
    const token = await this.sessions.open(await this.users.get(userId), 'pc');
    await this.redis
      .multi()
      .set(tokenKey(code), token, 'EX', QR_TTL_S)
      .set(key(code), JSON.stringify({ status: 'confirmed', userId } satisfies QrState), 'KEEPTTL')
      .exec();
    await this.events.publish('login.qr.confirmed', { code, userId, token });
  }

  private async claim(code: string, step: 'scan' | 'confirm'): Promise<boolean> {
    return (await this.redis.set(claimKey(code, step), '1', 'EX', QR_TTL_S, 'NX')) === 'OK';
  }
}
