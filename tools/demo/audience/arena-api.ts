import { type Envelope, RELOGIN_CODES } from '@arena/protocol';

/** A `code` other than 0: the product refused, with its message. */
export class Refusal extends Error {
  constructor(
    readonly code: number,
    message: string,
  ) {
    super(message);
  }

  /** The session is over (signed out elsewhere, expired): log in again. */
  get relogin(): boolean {
    return RELOGIN_CODES.includes(this.code);
  }
}

/** The public API as the site calls it: through the edge, the envelope unwrapped, `token` and `lang` headers. */
export class ArenaApi {
  constructor(readonly baseUrl: string) {}

  async call<T>(
    method: 'GET' | 'POST',
    path: string,
    input: Record<string, unknown> = {},
    token?: string,
    lang = 'zh',
  ): Promise<T> {
    const url = new URL(`/api/${path}`, this.baseUrl);
    if (method === 'GET') for (const [name, value] of Object.entries(input)) url.searchParams.set(name, String(value));
    const response = await fetch(url, {
      method,
      headers: {
        lang,
        ...(token ? { token } : {}),
        ...(method === 'POST' ? { 'content-type': 'application/json' } : {}),
      },
      body: method === 'POST' ? JSON.stringify(input) : undefined,
      signal: AbortSignal.timeout(15_000),
    });
    const envelope = (await response.json()) as Envelope<T>;
    if (envelope.code !== 0) throw new Refusal(envelope.code, envelope.msg);
    return envelope.data;
  }

  /** A form post to a page (the sandbox wallet's confirm button); answers the page's status. */
  async submitForm(path: string, form: Record<string, string>): Promise<number> {
    const response = await fetch(new URL(path, this.baseUrl), {
      method: 'POST',
      body: new URLSearchParams(form),
      signal: AbortSignal.timeout(15_000),
    });
    await response.arrayBuffer();
    return response.status;
  }
}
