import { type Envelope, ErrorCode, RELOGIN_CODES } from '@arena/protocol';
import { ApiError, NetworkError } from './api-error';

export const HTTP_TIMEOUT_MS = 20_000;
export const ERROR_TOAST_MS = 5_000;
/** After code 700 a user on /member is sent to /main this much later. */
export const REVOKED_REDIRECT_MS = 1_000;

export type Method = 'GET' | 'POST';
export type Query = Record<string, string | number | boolean | undefined | null>;

/** What the client does to the page; the app binds these to the toast, confirm, router and storage. */
export interface ClientEffects {
  token(): string | null;
  lang(): string;
  /** Localised fallback for an empty `msg`. */
  defaultError(): string;
  errorToast(message: string, durationMs: number): void;
  /** The re-login confirm; resolves true on Re-Login. */
  confirmRelogin(): Promise<boolean>;
  clearSession(): void;
  reload(): void;
  pathname(): string;
  navigate(path: string): void;
}

export interface RequestOptions {
  query?: Query;
  body?: unknown;
  /** multipart uploads */
  form?: FormData;
  /** leave the error catalogue's toast out (the caller shows its own state) */
  silent?: boolean;
  signal?: AbortSignal;
}

function withQuery(path: string, query?: Query): string {
  if (!query) return path;
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query))
    if (value !== undefined && value !== null && value !== '') params.set(key, String(value));
  const text = params.toString();
  return text ? `${path}${path.includes('?') ? '&' : '?'}${text}` : path;
}

/**
 * The one HTTP client: token and lang headers, 20 s timeout, no credentials, data read from `data`,
 * and the spec's error catalogue (code 1 toast, 5000x re-login confirm, 700 session cleared).
 */
export function createHttpClient(effects: ClientEffects, fetchImpl: typeof fetch = (...args) => fetch(...args)) {
  let reloginOpen = false;

  async function handleFailure(envelope: Envelope, silent: boolean, status: number): Promise<never> {
    const message = envelope.msg || effects.defaultError();
    if (envelope.code === ErrorCode.FAIL) {
      if (!silent) effects.errorToast(message, ERROR_TOAST_MS);
    } else if (RELOGIN_CODES.includes(envelope.code)) {
      // Several calls fail together when a token dies: one confirm is enough.
      if (!reloginOpen) {
        reloginOpen = true;
        void effects.confirmRelogin().then((relogin) => {
          reloginOpen = false;
          if (relogin) {
            effects.clearSession();
            effects.reload();
          }
        });
      }
    } else if (envelope.code === ErrorCode.SESSION_REVOKED) {
      effects.clearSession();
      if (effects.pathname().toLowerCase().startsWith('/member'))
        setTimeout(() => effects.navigate('/main'), REVOKED_REDIRECT_MS);
    }
    throw new ApiError(envelope.code, message, envelope.data, status);
  }

  async function request<T>(method: Method, path: string, options: RequestOptions = {}): Promise<T> {
    const headers: Record<string, string> = { lang: effects.lang(), accept: 'application/json' };
    const token = effects.token();
    if (token) headers.token = token;
    let body: BodyInit | undefined;
    if (options.form) body = options.form;
    else if (method !== 'GET' && options.body !== undefined) {
      headers['content-type'] = 'application/json';
      body = JSON.stringify(options.body);
    }
    const url =
      method === 'GET'
        ? withQuery(path, { ...(options.body as Query | undefined), ...options.query })
        : withQuery(path, options.query);
    const controller = new AbortController();
    const timer = setTimeout(
      () => controller.abort(new Error(`timeout of ${HTTP_TIMEOUT_MS} ms exceeded`)),
      HTTP_TIMEOUT_MS,
    );
    options.signal?.addEventListener('abort', () => controller.abort(options.signal?.reason));
    let envelope: Envelope<T>;
    let status: number;
    try {
      const response = await fetchImpl(url, { method, headers, body, credentials: 'omit', signal: controller.signal });
      status = response.status;
      envelope = (await response.json()) as Envelope<T>;
    } catch (error) {
      throw new NetworkError(error instanceof Error ? error.message : 'network error', error);
    } finally {
      clearTimeout(timer);
    }
    if (typeof envelope?.code !== 'number') throw new NetworkError('not an API envelope');
    if (envelope.code !== ErrorCode.OK) return handleFailure(envelope, Boolean(options.silent), status);
    return envelope.data;
  }

  return { request };
}

export type HttpClient = ReturnType<typeof createHttpClient>;
