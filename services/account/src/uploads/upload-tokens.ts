import { randomBytes } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import { RedisService } from '@arena/shared';

const TOKEN_TTL_S = 3600;
const tokenKey = (token: string) => `upload-token:${token}`;

/** Short-lived tokens that let a logged-in user's browser upload straight to our upload endpoint. */
@Injectable()
export class UploadTokens {
  readonly ttlSeconds = TOKEN_TTL_S;

  constructor(private readonly redis: RedisService) {}

  async issue(userId: number): Promise<string> {
    const token = randomBytes(24).toString('base64url');
    await this.redis.set(tokenKey(token), String(userId), 'EX', TOKEN_TTL_S);
    return token;
  }

  /** The user a token was issued to, or null when it is unknown or expired. */
  async userOf(token: string): Promise<number | null> {
    const userId = await this.redis.get(tokenKey(token));
    return userId ? Number(userId) : null;
  }
}
