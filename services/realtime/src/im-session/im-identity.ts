import { imRooms } from '@arena/protocol';
import { Injectable } from '@nestjs/common';
import { accountContracts } from '@arena/contracts';
import { AppError, loadConfig, ServiceClient, verifyIm } from '@arena/shared';
import { RtSocket } from '../socket/socket-state';

/** Messaging ids: a user's id as text, or a visitor's `guest_<n>` from Universal/imTouristAccount. */
export const IM_ID_PATTERN = /^(\d{1,10}|guest_\d{1,12})$/;

/** The room of every socket (either namespace) logged in with one session's signature. */
export const sessionRoom = (sessionId: string) => `session:${sessionId}`;

export interface ImIdentity {
  imId: string;
  guest: boolean;
  /** The session a user's signature is bound to; guests have none. */
  sessionId?: string;
}

/** Checks the signature the account service issued for this id; expired or forged ones are refused. */
export function verifyImSignature(userId: unknown, userSig: unknown): ImIdentity {
  const imId = typeof userId === 'number' ? String(userId) : userId;
  const claims =
    typeof imId === 'string' && IM_ID_PATTERN.test(imId) && typeof userSig === 'string'
      ? verifyIm(imId, userSig, loadConfig().imSecret)
      : undefined;
  const guest = typeof imId === 'string' && imId.startsWith('guest_');
  // A user's signature must name its session (one without lives on after sign-out); a guest's cannot.
  if (!claims || guest === Boolean(claims.sessionId)) throw AppError.fail('im.signature_invalid');
  return { imId: imId as string, guest, sessionId: claims.sessionId };
}

/**
 * Logs sockets in by signature. A user's signature lives only as long as its session: the socket
 * joins the session's room first and the session is checked after, so a sign-out racing the login
 * either is seen by the check or finds the socket in the room it disconnects.
 */
@Injectable()
export class ImLogins {
  constructor(private readonly services: ServiceClient) {}

  async attach(socket: RtSocket, identity: ImIdentity): Promise<void> {
    await this.join(socket, identity.sessionId, [imRooms.account(identity.imId)]);
    // Logging in again with a newer session's signature: the older session no longer holds this socket.
    const previous = socket.data.sessionId;
    if (previous && previous !== identity.sessionId) await socket.leave(sessionRoom(previous));
    socket.data.imId = identity.imId;
    socket.data.guest = identity.guest;
    socket.data.sessionId = identity.sessionId;
  }

  /** Joins `rooms` and the session's room, then refuses (leaving them again) if the session has ended. */
  async join(socket: RtSocket, sessionId: string | undefined, rooms: string[]): Promise<void> {
    const joined = sessionId ? [...rooms, sessionRoom(sessionId)] : rooms;
    await socket.join(joined);
    if (!sessionId) return;
    const { active } = await this.services.call(accountContracts.sessionActive, { session_id: sessionId });
    if (active) return;
    await Promise.all(joined.map((room) => socket.leave(room)));
    throw AppError.fail('im.signature_invalid');
  }
}

/** The socket's account; anyone logged in, guests included. */
export function loggedIn(socket: RtSocket): ImIdentity {
  if (!socket.data.imId) throw AppError.fail('im.login_required');
  return { imId: socket.data.imId, guest: Boolean(socket.data.guest), sessionId: socket.data.sessionId };
}

/** The socket's account when it may send: guests only read. */
export function sender(socket: RtSocket): string {
  const identity = loggedIn(socket);
  if (identity.guest) throw AppError.fail('im.guest_cannot_send');
  return identity.imId;
}
