import { LIVE_MESSAGE_EVENT, LiveMessage, liveRooms } from '@arena/protocol';
import { Injectable } from '@nestjs/common';
import { accountContracts } from '@arena/contracts';
import { DomainEvents, RedisService, ServiceClient } from '@arena/shared';
import { EventChannelListener } from '../events/event-channel-listener';
import { SocketServer } from '../socket/socket-server';
import { RtSocket } from '../socket/socket-state';

/**
 * Tells the page waiting on a scan-login code what the phone did. Only sockets that proved the
 * code's secret are in its room (`watch`); the token is fetched from the account service by the
 * process that holds such a socket, once, and sent to it alone.
 */
@Injectable()
export class ScanLoginListener extends EventChannelListener {
  constructor(
    redis: RedisService,
    private readonly sockets: SocketServer,
    private readonly services: ServiceClient,
  ) {
    super(redis, {
      'login.qr.scanned': (event: DomainEvents['login.qr.scanned']) =>
        this.send(event.code, { code: 200, type: 'login', data: { status: 'scanned' } }),
      'login.qr.confirmed': (event: DomainEvents['login.qr.confirmed']) => this.deliverToken(event.code),
    });
  }

  /** The page's socket asks to wait on a code: it must hold the secret handed out with it. */
  async watch(socket: RtSocket, code: string, secret: string): Promise<void> {
    const { status } = await this.services.call(accountContracts.watchQrLogin, { code, secret });
    await socket.join(liveRooms.qr(code));
    // Confirmed before the socket came: the token is still waiting for the page.
    if (status === 'confirmed') await this.deliverToken(code);
  }

  private async deliverToken(code: string): Promise<void> {
    const room = liveRooms.qr(code);
    if ((await this.sockets.live.local.in(room).fetchSockets()).length === 0) return;
    const taken = await this.services.call(accountContracts.takeQrToken, { code });
    if (taken.token && taken.user_id)
      this.send(code, {
        code: 200,
        type: 'login',
        data: { status: 'loggedIn', token: taken.token, userId: taken.user_id },
      });
  }

  private send(code: string, message: LiveMessage): void {
    this.sockets.live.local.to(liveRooms.qr(code)).emit(LIVE_MESSAGE_EVENT, message);
  }
}
