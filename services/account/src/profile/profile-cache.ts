import { Injectable, Logger, OnModuleDestroy, OnModuleInit } from '@nestjs/common';
import { bumpUserVersion, dedicatedConnection, RedisService, User } from '@arena/shared';
import type Redis from 'ioredis';
import type { Nobility } from '../nobility/nobility';
import type { Balances } from '../wallet-balances/balances';
import { ProfileChanges } from './profile-changes';

/** What Member/info needs from Postgres: the user row, the balances copy and the noble tier copy. */
export interface ProfileData {
  user: User;
  balances: Balances;
  nobility: Nobility | null;
}

/** Other account replicas drop their copy when one of them changes a user. */
const CHANGED_CHANNEL = 'account:profile-changed';
/** A bound in case an invalidation is lost (Redis down while a user changed). */
const TTL_MS = 30_000;
const MAX_ENTRIES = 20_000;

/**
 * Member/info's user row, balances and noble tier, kept in this process so the hot path does not query Postgres
 * on every call. Whatever changes what Member/info shows announces it through `ProfileChanges` after it
 * committed: the entry is dropped here and, through Redis pub/sub, in every other account process. A read
 * that started before a change is not kept (generation check), so an older row cannot replace the dropped one.
 */
@Injectable()
export class ProfileCache implements OnModuleInit, OnModuleDestroy {
  private readonly logger = new Logger(ProfileCache.name);
  private readonly entries = new Map<number, { data: ProfileData; expiresAt: number }>();
  /** Bumped by every change of a user; a read keeps its result only if it did not move meanwhile. */
  private readonly generations = new Map<number, number>();
  /** Bumped when the generations are forgotten, which invalidates every read in flight. */
  private epoch = 0;
  private subscriber?: Redis;

  constructor(
    private readonly redis: RedisService,
    changes: ProfileChanges,
  ) {
    changes.onChanged((userIds) => this.invalidate(...userIds));
  }

  async onModuleInit(): Promise<void> {
    this.subscriber = dedicatedConnection(this.redis);
    // A message names every user of one change, comma-separated.
    this.subscriber.on('message', (_channel: string, ids: string) => {
      for (const id of ids.split(',')) this.drop(Number(id));
    });
    await this.subscriber.subscribe(CHANGED_CHANNEL);
  }

  onModuleDestroy(): void {
    this.subscriber?.disconnect();
  }

  /** The cached data, or the loader's (kept unless the user changed while it was loading). */
  async read(userId: number, load: () => Promise<ProfileData>): Promise<ProfileData> {
    const entry = this.entries.get(userId);
    if (entry && entry.expiresAt > Date.now()) return entry.data;
    const [epoch, generation] = [this.epoch, this.generations.get(userId) ?? 0];
    const data = await load();
    if (this.epoch === epoch && (this.generations.get(userId) ?? 0) === generation) {
      if (this.entries.size >= MAX_ENTRIES) this.entries.delete(this.entries.keys().next().value as number);
      this.entries.set(userId, { data, expiresAt: Date.now() + TTL_MS });
    }
    return data;
  }

  /**
   * After a change to what Member/info shows has committed (`ProfileChanges`): the users' versions
   * move (the edge's copies of their answers retire) and every account process drops their entries,
   * for any number of users in one round trip to Redis.
   */
  async invalidate(...userIds: number[]): Promise<void> {
    if (userIds.length === 0) return;
    const multi = this.redis.multi();
    for (const userId of userIds) {
      this.drop(userId);
      bumpUserVersion(multi, userId);
    }
    // One message for all of them: each account process handles one message per change, not per user.
    multi.publish(CHANGED_CHANNEL, userIds.join(','));
    // The write is done; a lost message only leaves other replicas stale for TTL_MS.
    await multi.exec().catch((error: unknown) => this.logger.warn(`invalidation not sent: ${String(error)}`));
  }

  private drop(userId: number): void {
    this.entries.delete(userId);
    this.generations.set(userId, (this.generations.get(userId) ?? 0) + 1);
    // Generations of users not cached any more need not be kept for ever.
    if (this.generations.size > MAX_ENTRIES * 2) {
      this.generations.clear();
      this.epoch++;
    }
  }
}
