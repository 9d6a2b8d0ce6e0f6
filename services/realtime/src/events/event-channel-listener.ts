import { Logger, OnModuleDestroy, OnModuleInit } from '@nestjs/common';
import { dedicatedConnection, DomainEvents, RedisService, streamKey } from '@arena/shared';
import type Redis from 'ioredis';

export type ChannelHandlers = { [K in keyof DomainEvents]?: (event: DomainEvents[K]) => void | Promise<void> };

/**
 * Hears published events on their pub/sub channels. Every realtime process hears every message and
 * acts on its own sockets only (`local`), which is what a socket fact needs: a consumer group would
 * hand it to one process, which does not hold the other processes' sockets.
 */
export abstract class EventChannelListener implements OnModuleInit, OnModuleDestroy {
  private readonly logger = new Logger(this.constructor.name);
  private readonly subscriber: Redis;
  private readonly byChannel = new Map<string, (event: never) => void | Promise<void>>();

  constructor(redis: RedisService, handlers: ChannelHandlers) {
    this.subscriber = dedicatedConnection(redis);
    for (const [type, handler] of Object.entries(handlers))
      this.byChannel.set(streamKey(type), handler as (event: never) => void);
  }

  async onModuleInit(): Promise<void> {
    this.subscriber.on('message', (channel: string, body: string) => void this.relay(channel, body));
    await this.subscriber.subscribe(...this.byChannel.keys());
  }

  private async relay(channel: string, body: string): Promise<void> {
    try {
      await this.byChannel.get(channel)?.(JSON.parse(body) as never);
    } catch (error) {
      this.logger.warn({ channel, err: String(error) }, 'event not handled');
    }
  }

  async onModuleDestroy(): Promise<void> {
    await this.subscriber.quit().catch(() => this.subscriber.disconnect());
  }
}
