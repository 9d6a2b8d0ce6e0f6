/**
 * The first API calls of a page, started by a script in `index.html` while the site's JS is still
 * downloading (for /main: the hot rooms, the sport rows and the hot matches). The HTTP client takes
 * an answer from here when its request is the same one (method, address, body, language, token),
 * once; anything else, or a failed early call, goes to the network as usual.
 */
declare global {
  interface Window {
    __arenaEarly?: Record<string, Promise<Response>>;
    /** The answers (envelopes) of the early calls that have arrived, by the same key. */
    __arenaEarlyData?: Record<string, { code?: unknown; data?: unknown }>;
  }
}

export function earlyKey(
  method: string,
  url: string,
  body: string | undefined,
  lang: string,
  token: string | null | undefined,
): string {
  return [method, url, body ?? '', lang, token ?? ''].join(' ');
}

function header(headers: HeadersInit | undefined, name: string): string | undefined {
  if (!headers || headers instanceof Headers || Array.isArray(headers)) return undefined;
  return headers[name];
}

/** The early answer to this request, if `index.html` started the same one (each is taken once). */
export function takeEarly(url: string, init: RequestInit | undefined): Promise<Response> | undefined {
  const early = typeof window === 'undefined' ? undefined : window.__arenaEarly;
  if (!early) return undefined;
  const body = typeof init?.body === 'string' ? init.body : init?.body === undefined ? undefined : null;
  if (body === null) return undefined;
  const key = earlyKey(
    init?.method ?? 'GET',
    url,
    body,
    header(init?.headers, 'lang') ?? '',
    header(init?.headers, 'token'),
  );
  const answer = early[key];
  if (answer === undefined) return undefined;
  delete early[key];
  return answer.then((response) => (response.ok ? response : fetch(url, init))).catch(() => fetch(url, init));
}

/**
 * The data of an early call that has already answered with success (code 0), taken once: the
 * request is then dropped from the early ones, as its answer is used. Undefined otherwise.
 */
export function earlyAnswer(
  method: string,
  url: string,
  body: string | undefined,
  lang: string,
  token: string | null,
): unknown {
  if (typeof window === 'undefined') return undefined;
  const key = earlyKey(method, url, body, lang, token);
  const envelope = window.__arenaEarlyData?.[key];
  if (!envelope || envelope.code !== 0 || envelope.data === undefined) return undefined;
  delete window.__arenaEarlyData?.[key];
  delete window.__arenaEarly?.[key];
  return envelope.data;
}
