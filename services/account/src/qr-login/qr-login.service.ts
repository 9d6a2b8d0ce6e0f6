import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import { AppError, EventBus, RedisService } from '@arena/shared';
import { accountConfig } from '../account.config';
import { SessionsService } from '../sessions/sessions.service';
import { qrPngDataUrl } from './qr-png';
import { UsersService } from '../users/users.service';

export const QR_TTL_S = 180;

export type QrState =
  { status: 'waiting' } | { status: 'scanned'; userId: number } | { status: 'confirmed'; userId: number };
/** Only a hash of the page's secret is kept: Redis does not hold what would claim the token. */
type StoredQr = QrState & { secretHash: string };

/** What the QR encodes: the site's own confirm page, which a logged-in phone opens from its camera. */
export const qrConfirmUrl = (code: string) => `${accountConfig().siteUrl}/qr-confirm?code=${code}`;

const hashSecret = (secret: string) => createHash('sha256').update(secret).digest();

const key = (code: string) => `qr-login:${code}`;
const tokenKey = (code: string) => `qr-login:${code}:token`;
const claimKey = (code: string, step: 'scan' | 'confirm') => `qr-login:${code}:${step}`;

/**
 * Scan login: the page shows a QR of the site's confirm page for a random code and keeps the secret
 * handed out with it; a logged-in phone opens that page from its camera (scan), then the same user
 * confirms; confirming opens a session for the page. Each step is published (without the token) so the realtime gateway can tell the waiting
 * page. The token goes once, and only to a holder of the secret: the page's poll of the status or
 * its live socket, never to someone who only saw the code, never into an event stream or a log.
 */
@Injectable()
export class QrLoginService {
  constructor(
    private readonly redis: RedisService,
    private readonly events: EventBus,
    private readonly sessions: SessionsService,
    private readonly users: UsersService,
  ) {}

  async create(): Promise<{ code: string; secret: string; img: string; expires_in: number }> {
    const code = randomBytes(16).toString('hex');
    const secret = randomBytes(16).toString('hex');
    await this.save(code, { status: 'waiting', secretHash: hashSecret(secret).toString('hex') }, QR_TTL_S);
    const img = qrPngDataUrl(qrConfirmUrl(code));
    return { code, secret, img, expires_in: QR_TTL_S };
  }

  private async stored(code: string): Promise<StoredQr> {
    const raw = await this.redis.get(key(code));
    if (!raw) throw AppError.fail('account.qr_invalid');
    return JSON.parse(raw) as StoredQr;
  }

  private async save(code: string, state: StoredQr, ttlSeconds?: number) {
    await (ttlSeconds
      ? this.redis.set(key(code), JSON.stringify(state), 'EX', ttlSeconds)
      : this.redis.set(key(code), JSON.stringify(state), 'KEEPTTL'));
  }

  /** The state, for the page that asked for the code only (it proves it with the secret). */
  async watch(code: string, secret: string): Promise<QrState['status']> {
    const state = await this.stored(code);
    const given = hashSecret(secret);
    if (!timingSafeEqual(Buffer.from(state.secretHash, 'hex'), given)) throw AppError.fail('account.qr_invalid');
    return state.status;
  }

  /** The page's poll: the token comes with the first answer after confirmation only. */
  async status(code: string, secret: string): Promise<{ status: QrState['status']; token?: string }> {
    const status = await this.watch(code, secret);
    if (status !== 'confirmed') return { status };
    return { status, token: (await this.takeToken(code))?.token };
  }

  /** The token of a confirmed code and its user, once (the page's poll or the realtime gateway, whichever asks first). */
  async takeToken(code: string): Promise<{ token: string; userId: number } | undefined> {
    const token = await this.redis.getdel(tokenKey(code));
    const state = token ? await this.stored(code) : undefined;
    return token && state?.status === 'confirmed' ? { token, userId: state.userId } : undefined;
  }

  async scan(code: string, userId: number): Promise<void> {
    const state = await this.stored(code);
    // One phone per code: the first scanner claims it, and only they may confirm.
    if (state.status !== 'waiting' || !(await this.claim(code, 'scan'))) throw AppError.fail('account.qr_invalid');
    await this.save(code, { status: 'scanned', userId, secretHash: state.secretHash });
    await this.events.publish('login.qr.scanned', { code, userId });
  }

  async confirm(code: string, userId: number): Promise<void> {
    const state = await this.stored(code);
    if (state.status !== 'scanned' || state.userId !== userId) throw AppError.fail('account.qr_invalid');
    // Only the first confirmation may open a session.
    if (!(await this.claim(code, 'confirm'))) throw AppError.fail('account.qr_invalid');
    const { token } = await this.sessions.open(await this.users.get(userId), 'pc');
    await this.redis
      .multi()
      .set(tokenKey(code), token, 'EX', QR_TTL_S)
      .set(
        key(code),
        JSON.stringify({ status: 'confirmed', userId, secretHash: state.secretHash } satisfies StoredQr),
        'KEEPTTL',
      )
      .exec();
    await this.events.publish('login.qr.confirmed', { code, userId });
  }

  private async claim(code: string, step: 'scan' | 'confirm'): Promise<boolean> {
    return (await this.redis.set(claimKey(code, step), '1', 'EX', QR_TTL_S, 'NX')) === 'OK';
  }
}
