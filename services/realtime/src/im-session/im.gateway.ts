import { imRooms } from '@arena/protocol';
import { Injectable, OnModuleInit } from '@nestjs/common';
import { toErrorResponse } from '@arena/shared';
import { z } from 'zod';
import { GroupsService } from '../groups/groups.service';
import { GroupMessagesService } from '../group-messages/group-messages.service';
import { GroupChatsService } from '../group-chats/group-chats.service';
import { PrivateMessagesService } from '../private-messages/private-messages.service';
import { ProfilesService } from '../profiles/profiles.service';
import { NoInput, onEvent } from '../socket/socket-events';
import { SocketServer } from '../socket/socket-server';
import { initSocketState, RtSocket } from '../socket/socket-state';
import { ImLogins, loggedIn, sessionRoom, verifyImSignature } from './im-identity';

const LoginInput = z.object({ userId: z.union([z.string(), z.number()]), userSig: z.string().max(200) });
/** Nick and avatar are not the client's to say (they are the account's, read again on each call). */
const ProfileInput = z.object({ gender: z.enum(['male', 'female', 'unknown']).optional() });

/**
 * The chat socket (`/im`): login by signature (in the handshake `auth`, so a reconnect logs in
 * again by itself, or with the `login` event), logout, own profile; the features bind the rest.
 */
@Injectable()
export class ImGateway implements OnModuleInit {
  constructor(
    private readonly sockets: SocketServer,
    private readonly profiles: ProfilesService,
    private readonly groups: GroupsService,
    private readonly groupMessages: GroupMessagesService,
    private readonly privateMessages: PrivateMessagesService,
    private readonly groupChats: GroupChatsService,
    private readonly logins: ImLogins,
  ) {}

  onModuleInit(): void {
    const nsp = this.sockets.im;
    nsp.use((socket, next) => {
      initSocketState(socket);
      const auth = socket.handshake.auth as { userId?: unknown; userSig?: unknown };
      const refuse = (error: unknown) => {
        // The client's connect_error carries the envelope in `data`, in the socket's language.
        const { body } = toErrorResponse(error, socket.data.lang);
        next(Object.assign(new Error(body.msg), { data: body }));
      };
      if (auth.userId === undefined && auth.userSig === undefined) {
        // Recovered with a login made by the `login` event: its session may have ended meanwhile.
        if (!socket.recovered || !socket.data.sessionId) return next();
        return void this.logins.join(socket, socket.data.sessionId, []).then(() => next(), refuse);
      }
      try {
        const identity = verifyImSignature(auth.userId, auth.userSig);
        // The account's nick and avatar are copied in before the first message can be sent.
        void this.logins
          .attach(socket, identity)
          .then(() => (identity.guest ? undefined : this.profiles.refresh(identity.imId)))
          .then(() => next(), refuse);
      } catch (error) {
        refuse(error);
      }
    });
    nsp.on('connection', (socket) => this.connect(socket));
  }

  private connect(socket: RtSocket): void {
    onEvent(socket, 'login', LoginInput, async ({ userId, userSig }) => {
      const identity = verifyImSignature(userId, userSig);
      if (socket.data.imId && socket.data.imId !== identity.imId) await this.logout(socket);
      await this.logins.attach(socket, identity);
      return {
        ...(await (identity.guest ? this.profiles.get(identity.imId) : this.profiles.refresh(identity.imId))),
        guest: identity.guest,
      };
    });
    onEvent(socket, 'logout', NoInput, () => this.logout(socket));
    onEvent(socket, 'updateProfile', ProfileInput, (changes) => this.profiles.refresh(loggedIn(socket).imId, changes));
    this.groups.bind(socket);
    this.groupMessages.bind(socket);
    this.privateMessages.bind(socket);
    this.groupChats.bind(socket);
  }

  private async logout(socket: RtSocket): Promise<null> {
    const { imId } = loggedIn(socket);
    await this.groups.quitAll(socket);
    await socket.leave(imRooms.account(imId));
    if (socket.data.sessionId) await socket.leave(sessionRoom(socket.data.sessionId));
    socket.data.imId = undefined;
    socket.data.guest = undefined;
    socket.data.sessionId = undefined;
    return null;
  }
}
