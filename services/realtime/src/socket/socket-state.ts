import { Lang, resolveLang } from '@arena/shared';
import type { DefaultEventsMap, Namespace, Server, Socket } from 'socket.io';

/** What the gateway remembers about one connection. */
export interface SocketState {
  lang: Lang;
  /** Last time the client said anything (the live socket's heartbeat clock). */
  lastSeen: number;
  /** A logged-in user of the live socket (register with a valid signature). */
  userId?: number;
  /** The messaging account of an /im socket after login: a user id as text or `guest_<n>`. */
  imId?: string;
  guest?: boolean;
  /** The session the socket's signature is bound to (users only). */
  sessionId?: string;
}

export type RtServer = Server<DefaultEventsMap, DefaultEventsMap, DefaultEventsMap, SocketState>;
export type RtNamespace = Namespace<DefaultEventsMap, DefaultEventsMap, DefaultEventsMap, SocketState>;
export type RtSocket = Socket<DefaultEventsMap, DefaultEventsMap, DefaultEventsMap, SocketState>;

/** The socket's language: `auth.lang` or `?lang=` from the handshake, else its headers, else zh. */
export function initSocketState(socket: RtSocket): void {
  const auth = socket.handshake.auth as { lang?: unknown };
  const query = socket.handshake.query.lang;
  const explicit = typeof auth.lang === 'string' ? auth.lang : typeof query === 'string' ? query : undefined;
  socket.data.lang = resolveLang({ ...socket.handshake.headers, ...(explicit ? { lang: explicit } : {}) });
  socket.data.lastSeen = Date.now();
}
