import { imRooms } from '@arena/protocol';
import { AppError, loadConfig, verifyIm } from '@arena/shared';
import { RtSocket } from '../socket/socket-state';

/** Messaging ids: a user's id as text, or a visitor's `guest_<n>` from Universal/imTouristAccount. */
export const IM_ID_PATTERN = /^(\d{1,10}|guest_\d{1,12})$/;

export interface ImIdentity {
  imId: string;
  guest: boolean;
}

/** Checks the signature the account service issued for this id; expired or forged ones are refused. */
export function verifyImLogin(userId: unknown, userSig: unknown): ImIdentity {
  const imId = typeof userId === 'number' ? String(userId) : userId;
  if (typeof imId !== 'string' || !IM_ID_PATTERN.test(imId) || typeof userSig !== 'string' || !verifyIm(imId, userSig, loadConfig().imSecret)) {
    throw AppError.fail('im.signature_invalid');
  }
  return { imId, guest: imId.startsWith('guest_') };
}

export async function attachIdentity(socket: RtSocket, identity: ImIdentity): Promise<void> {
  socket.data.imId = identity.imId;
  socket.data.guest = identity.guest;
  await socket.join(imRooms.account(identity.imId));
}

/** The socket's account; anyone logged in, guests included. */
export function loggedIn(socket: RtSocket): ImIdentity {
  if (!socket.data.imId) throw AppError.fail('im.login_required');
  return { imId: socket.data.imId, guest: Boolean(socket.data.guest) };
}

/** The socket's account when it may send: guests only read. */
export function sender(socket: RtSocket): string {
  const identity = loggedIn(socket);
  if (identity.guest) throw AppError.fail('im.guest_cannot_send');
  return identity.imId;
}
