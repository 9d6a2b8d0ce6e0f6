import { LIVE_MESSAGE_EVENT, LiveMessage, liveRooms } from '@arena/protocol';
import { Injectable, Logger, OnModuleDestroy, OnModuleInit } from '@nestjs/common';
import { DomainEvents, RedisService, streamKey } from '@arena/shared';
import type Redis from 'ioredis';
import { SocketServer } from '../socket/socket-server';

const SCANNED = streamKey('login.qr.scanned');
const CONFIRMED = streamKey('login.qr.confirmed');

/**
 * Tells the page waiting on a scan-login code what the phone did. Every realtime process hears the
 * account service's pub/sub message, so each one tells only its own sockets (`local`).
 */
@Injectable()
export class ScanLoginListener implements OnModuleInit, OnModuleDestroy {
  private readonly logger = new Logger(ScanLoginListener.name);
  private readonly subscriber: Redis;

  constructor(
    redis: RedisService,
    private readonly sockets: SocketServer,
  ) {
    this.subscriber = redis.duplicate();
  }

  async onModuleInit(): Promise<void> {
    this.subscriber.on('message', (channel: string, body: string) => this.relay(channel, body));
    await this.subscriber.subscribe(SCANNED, CONFIRMED);
  }

  private relay(channel: string, body: string): void {
    try {
      if (channel === SCANNED) {
        const event = JSON.parse(body) as DomainEvents['login.qr.scanned'];
        this.send(event.code, { code: 200, type: 'login', data: { status: 'scanned' } });
      } else if (channel === CONFIRMED) {
        const event = JSON.parse(body) as DomainEvents['login.qr.confirmed'];
        this.send(event.code, { code: 200, type: 'login', data: { status: 'loggedIn', token: event.token, userId: event.userId } });
      }
    } catch (error) {
      this.logger.warn({ channel, err: String(error) }, 'unreadable scan-login event');
    }
  }

  private send(code: string, message: LiveMessage): void {
    this.sockets.live.local.to(liveRooms.qr(code)).emit(LIVE_MESSAGE_EVENT, message);
  }

  async onModuleDestroy(): Promise<void> {
    await this.subscriber.quit().catch(() => this.subscriber.disconnect());
  }
}
