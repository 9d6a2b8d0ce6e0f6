import { Injectable } from '@nestjs/common';
import { liveRooms } from '@arena/protocol';
import { DomainEvents, RedisService } from '@arena/shared';
import { EventChannelListener } from '../events/event-channel-listener';
import { SocketServer } from '../socket/socket-server';
import { sessionRoom } from './im-identity';

/**
 * A chat signature dies with its session: when sessions end (sign-out, password change, ban, a
 * newer login), the /im sockets logged in with them are disconnected, and the /live sockets
 * registered with them stop receiving the user's own pushes.
 */
@Injectable()
export class SessionRevocationsListener extends EventChannelListener {
  constructor(redis: RedisService, sockets: SocketServer) {
    super(redis, {
      'session.revoked': (event: DomainEvents['session.revoked']) => {
        for (const sessionId of event.sessionIds) {
          const room = sessionRoom(sessionId);
          sockets.im.local.in(room).disconnectSockets(true);
          sockets.live.local.in(room).socketsLeave([liveRooms.user(event.userId), room]);
        }
      },
    });
  }
}
