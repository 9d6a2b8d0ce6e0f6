import type { components, paths } from './schema';

type LoginOk = paths['/api/user/login']['post']['responses'][200]['content']['application/json'];
/** The spec's stored user, as login, register and Member/info answer it. */
export type StoredUser = NonNullable<LoginOk['data']>;
/** Kept so a reference to the generated components stays valid if the document grows schemas. */
export type ApiComponents = components;

const TOKEN_KEY = 'token';
const USER_KEY = 'userInfo';
const LOGIN_INFO_KEY = 'loginInfo';

export interface Session {
  token: string | null;
  user: StoredUser | null;
}

type Listener = () => void;
const listeners = new Set<Listener>();

/** What a server render draws (it never knows the visitor's token, kept in localStorage only). */
const SIGNED_OUT: Session = { token: null, user: null };

function read(): Session {
  if (typeof localStorage === 'undefined') return SIGNED_OUT;
  const token = localStorage.getItem(TOKEN_KEY);
  try {
    return { token, user: token ? (JSON.parse(localStorage.getItem(USER_KEY) ?? 'null') as StoredUser | null) : null };
  } catch {
    return { token, user: null };
  }
}

let snapshot: Session = read();

function publish(): void {
  snapshot = read();
  for (const listener of listeners) listener();
}

/** The logged-in user and token, kept in localStorage (token, userInfo, loginInfo) like the spec. */
export const session = {
  get: (): Session => snapshot,
  /** The session a server render and the hydration of its markup assume: signed out. */
  serverSnapshot: (): Session => SIGNED_OUT,
  token: (): string | null => snapshot.token,
  subscribe(listener: Listener): () => void {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
  /** After login, register, QR confirm or a profile refresh. */
  save(user: StoredUser): void {
    const token = user.token || snapshot.token || '';
    localStorage.setItem(TOKEN_KEY, token);
    localStorage.setItem(USER_KEY, JSON.stringify({ ...user, token }));
    localStorage.setItem(LOGIN_INFO_KEY, JSON.stringify({ id: user.id, userSig: user.userSig, token }));
    publish();
  },
  /** A token alone (QR login), before the profile is read. */
  saveToken(token: string): void {
    localStorage.setItem(TOKEN_KEY, token);
    publish();
  },
  clear(): void {
    for (const key of [TOKEN_KEY, USER_KEY, LOGIN_INFO_KEY]) localStorage.removeItem(key);
    publish();
  },
  /** Re-reads storage (another tab, or tests that set it directly). */
  refresh: publish,
};
