import { Injectable, OnModuleDestroy, OnModuleInit } from '@nestjs/common';
import { realtimeConfig } from '../realtime.config';
import { SocketServer } from '../socket/socket-server';

/** Drops live sockets silent for longer than two heartbeat intervals (the spec's 30 s heartbeat). */
@Injectable()
export class HeartbeatMonitor implements OnModuleInit, OnModuleDestroy {
  private timer?: NodeJS.Timeout;

  constructor(private readonly sockets: SocketServer) {}

  onModuleInit(): void {
    const { heartbeatMs } = realtimeConfig();
    this.timer = setInterval(() => this.sweep(2 * heartbeatMs), Math.max(50, Math.floor(heartbeatMs / 2)));
    this.timer.unref();
  }

  sweep(silenceMs: number): void {
    const deadline = Date.now() - silenceMs;
    for (const socket of this.sockets.live.sockets.values()) {
      if (socket.data.lastSeen < deadline) socket.disconnect(true);
    }
  }

  onModuleDestroy(): void {
    clearInterval(this.timer);
  }
}
