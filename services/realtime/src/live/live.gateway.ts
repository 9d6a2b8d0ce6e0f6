import { INDEX_SPORTS, IndexSport, liveRooms, LiveRegistered } from '@arena/protocol';
import { Injectable, OnModuleInit } from '@nestjs/common';
import { AppError } from '@arena/shared';
import { z } from 'zod';
import { OnlineCounter, watchedRooms } from '../groups/online-counter';
import { ImLogins, sessionRoom, verifyImSignature } from '../im-session/im-identity';
import { realtimeConfig } from '../realtime.config';
import { ScanLoginListener } from '../scan-login/scan-login.listener';
import { NoInput, onEvent } from '../socket/socket-events';
import { SocketServer } from '../socket/socket-server';
import { initSocketState, RtSocket } from '../socket/socket-state';

const RegisterInput = z.object({
  client: z.enum(['web']),
  userId: z.coerce.number().int().min(1).optional(),
  userSig: z.string().max(200).optional(),
});
const ClassifyInput = z.object({ type: z.enum([...INDEX_SPORTS, 'none']) });
const RoomInput = z.object({ roomId: z.coerce.number().int().min(1).max(2_147_483_647) });
const VideoInput = z.object({ videoId: z.coerce.number().int().min(1).max(2_147_483_647) });
const QrInput = z.object({ code: z.string().regex(/^[0-9a-f]{32}$/), secret: z.string().regex(/^[0-9a-f]{32}$/) });

/**
 * The spec's live socket (`/live`): a page registers as web, keeps a heartbeat, picks which index
 * data it wants, enters rooms for their code 200 events (and videos for their new danmaku) and waits
 * on scan-login codes. Everything
 * it receives is pushed by other services through the Redis stream.
 */
@Injectable()
export class LiveGateway implements OnModuleInit {
  constructor(
    private readonly sockets: SocketServer,
    private readonly logins: ImLogins,
    private readonly scanLogins: ScanLoginListener,
    private readonly online: OnlineCounter,
  ) {}

  onModuleInit(): void {
    // A socket recovered after a short disconnection keeps its rooms, its user's only while the session lives.
    this.sockets.live.use((socket, next) => {
      const { sessionId, userId } = socket.data;
      if (!socket.recovered || !sessionId || !userId) return next();
      this.logins.join(socket, sessionId, []).then(
        () => next(),
        async () => {
          await Promise.all([socket.leave(liveRooms.user(userId)), socket.leave(sessionRoom(sessionId))]);
          socket.data.userId = undefined;
          socket.data.sessionId = undefined;
          next();
        },
      );
    });
    this.sockets.live.on('connection', (socket) => this.connect(socket));
  }

  private connect(socket: RtSocket): void {
    initSocketState(socket);
    // Any message proves the client alive, not only heartbeats.
    socket.use((_packet, next) => {
      socket.data.lastSeen = Date.now();
      next();
    });
    onEvent(socket, 'register', RegisterInput, (input) => this.register(socket, input));
    onEvent(socket, 'heartbeat', NoInput, () => ({ time: Date.now() }));
    onEvent(socket, 'classify', ClassifyInput, async ({ type }) => {
      await Promise.all(INDEX_SPORTS.map((sport) => socket.leave(liveRooms.index(sport))));
      if (type !== 'none') await socket.join(liveRooms.index(type as IndexSport));
      return { type };
    });
    onEvent(socket, 'enterRoom', RoomInput, async ({ roomId }) => {
      await socket.join(liveRooms.room(roomId));
      await this.online.enter(roomId, socket.id);
      return { roomId };
    });
    onEvent(socket, 'leaveRoom', RoomInput, async ({ roomId }) => {
      await socket.leave(liveRooms.room(roomId));
      await this.online.exit(roomId, socket.id);
      return { roomId };
    });
    // A video's page hears the danmaku posted on it while it is open (no online count: nothing shows one).
    onEvent(socket, 'enterVideo', VideoInput, async ({ videoId }) => {
      await socket.join(liveRooms.video(videoId));
      return { videoId };
    });
    onEvent(socket, 'leaveVideo', VideoInput, async ({ videoId }) => {
      await socket.leave(liveRooms.video(videoId));
      return { videoId };
    });
    // The rooms' online counts: socket.io keeps the rooms of a dropped socket for a recovery, so
    // only the counts change here, and a recovered socket (same id) counts again.
    socket.on(
      'disconnecting',
      () =>
        void Promise.all(watchedRooms(socket).map((roomId) => this.online.exit(roomId, socket.id))).catch(
          () => undefined,
        ),
    );
    if (socket.recovered)
      void Promise.all(watchedRooms(socket).map((roomId) => this.online.enter(roomId, socket.id))).catch(
        () => undefined,
      );
    onEvent(socket, 'qrLogin', QrInput, async ({ code, secret }) => {
      await this.scanLogins.watch(socket, code, secret);
      return { code };
    });
  }

  /** A logged-in page proves its user with the messaging signature (of a session still open), so kick-outs can reach it. */
  private async register(socket: RtSocket, input: z.output<typeof RegisterInput>): Promise<LiveRegistered> {
    if (input.userId !== undefined || input.userSig !== undefined) {
      if (!input.userId) throw AppError.fail('im.signature_invalid');
      const { sessionId } = verifyImSignature(input.userId, input.userSig);
      await this.logins.join(socket, sessionId, [liveRooms.user(input.userId)]);
      socket.data.userId = input.userId;
      socket.data.sessionId = sessionId;
    }
    return { sid: socket.id, heartbeatMs: realtimeConfig().heartbeatMs, userId: socket.data.userId };
  }
}
