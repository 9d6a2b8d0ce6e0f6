import { Injectable } from '@nestjs/common';
import { HttpAdapterHost } from '@nestjs/core';
import { fromEnv, RedisService } from '@arena/shared';
import { AddressInfo } from 'node:net';

/** How often a process renews what it holds, and how long an entry outlives its last renewal. */
export const PUSH_RENEW_MS = 5000;
const PUSH_TTL_MS = 15_000;

const keyClaim = (streamKey: string) => `media:push:key:${streamKey}`;
/** The Redis key naming the process that receives a room's push (a `Holder` as JSON). */
export const pushHolderKey = (roomId: number) => `media:push:room:${roomId}`;

/** The media process that receives a room's push. */
export interface Holder {
  /** Its own address (`http://<pod ip>:<port>`), where the room's FLV is read. */
  address: string;
  broadcastId: number;
}

/** Deletes a key only while it still holds the given value (a newer holder is left alone). */
const RELEASE = `if redis.call('get', KEYS[1]) == ARGV[1] then return redis.call('del', KEYS[1]) else return 0 end`;

/**
 * Which media process holds each push, in Redis, so that several replicas serve as one: live HLS
 * and recordings are on the shared volume (any replica reads them), but a push arrives at one
 * process and its HTTP-FLV comes from that process's memory, so the others relay it from there.
 * A stream key is claimed before the live service hears of the push (a second push of a live key
 * is refused on every replica, as the RTMP server refuses it in one); entries are renewed every
 * PUSH_RENEW_MS and expire PUSH_TTL_MS after a process stops renewing them (it died).
 */
@Injectable()
export class PushRegistry {
  private own?: string;

  constructor(
    private readonly redis: RedisService,
    private readonly http: HttpAdapterHost,
  ) {}

  /**
   * This process's address as the other replicas reach it: MEDIA_INSTANCE_HOST (the pod's IP in
   * the cluster) and the port its HTTP server is bound to.
   */
  get address(): string {
    if (this.own) return this.own;
    const bound = this.http.httpAdapter?.getHttpServer()?.address() as AddressInfo | null | undefined;
    const address = `http://${fromEnv.string('MEDIA_INSTANCE_HOST', '127.0.0.1')}:${bound?.port ?? 0}`;
    if (bound?.port) this.own = address;
    return address;
  }

  /** Takes a stream key for a push arriving here; false when a live push of it is held elsewhere. */
  async claim(streamKey: string): Promise<boolean> {
    const taken = await this.redis.set(keyClaim(streamKey), this.address, 'PX', PUSH_TTL_MS, 'NX');
    return taken === 'OK' || (await this.redis.get(keyClaim(streamKey))) === this.address;
  }

  /** Records that this process receives the room's push for the broadcast. */
  hold(streamKey: string, roomId: number, broadcastId: number): Promise<void> {
    return this.renew([{ streamKey, roomId, broadcastId }]);
  }

  /** Records (again) what this process holds, so it does not expire: a new push, then on a timer. */
  async renew(pushes: { streamKey: string; roomId: number; broadcastId: number }[]): Promise<void> {
    if (pushes.length === 0) return;
    const renewal = this.redis.multi();
    for (const { streamKey, roomId, broadcastId } of pushes) {
      renewal.set(keyClaim(streamKey), this.address, 'PX', PUSH_TTL_MS);
      renewal.set(
        pushHolderKey(roomId),
        JSON.stringify({ address: this.address, broadcastId } satisfies Holder),
        'PX',
        PUSH_TTL_MS,
      );
    }
    await renewal.exec();
  }

  /** Forgets a push that ended here; a newer holder of the key or the room is left alone. */
  async release(streamKey: string, roomId?: number, broadcastId?: number): Promise<void> {
    await this.redis.eval(RELEASE, 1, keyClaim(streamKey), this.address);
    if (roomId !== undefined && broadcastId !== undefined) {
      await this.redis.eval(
        RELEASE,
        1,
        pushHolderKey(roomId),
        JSON.stringify({ address: this.address, broadcastId } satisfies Holder),
      );
    }
  }

  /** The process receiving the room's push, if one does (this one included). */
  async holder(roomId: number): Promise<Holder | undefined> {
    const value = await this.redis.get(pushHolderKey(roomId));
    return value ? (JSON.parse(value) as Holder) : undefined;
  }
}
