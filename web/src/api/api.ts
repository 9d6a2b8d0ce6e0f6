import i18next from 'i18next';
import { confirmDialog, toast } from '../ui/feedback';
import { currentLang } from '../i18n/i18n';
import { takeEarly } from './early-requests';
import { createHttpClient, type Query, type RequestOptions } from './http-client';
import type { paths } from './schema';
import { session } from './session';
import type { DataOf, InputOf, PathsWith } from './typed';

/**
 * How the client changes route (a revoked session on a member page goes back to /main): a full page
 * load until the app registers its router's navigation at startup (`setApiNavigator`).
 */
let navigator: (path: string) => void = (path) => window.location.assign(path);

/** The app's router, so the client changes route without a reload. */
export function setApiNavigator(navigate: (path: string) => void): void {
  navigator = navigate;
}

const http = createHttpClient(
  {
    token: session.token,
    lang: currentLang,
    defaultError: () => i18next.t('common:errors.default'),
    errorToast: (message, durationMs) => toast.error(message, durationMs),
    confirmRelogin: () =>
      confirmDialog({
        message: i18next.t('common:errors.loggedOut'),
        okText: i18next.t('common:errors.relogin'),
        cancelText: i18next.t('common:actions.cancel'),
      }),
    clearSession: session.clear,
    reload: () => window.location.reload(),
    pathname: () => window.location.pathname,
    navigate: (path) => navigator(path),
  },
  (url, init) => takeEarly(String(url), init) ?? fetch(url, init),
);

type Options = Omit<RequestOptions, 'body' | 'query'>;

/**
 * The site's API, typed from the edge's OpenAPI document (`src/api/schema.d.ts`): a catalogued path
 * gives its input and `data` types, and every service declares its output, so there is no override.
 * It is the site's only way to the API: there is no call with a caller-declared answer, and a path
 * that is not in the document (a service not built yet) does not compile. Lint keeps the HTTP
 * client and `fetch` of `/api/` out of everything else (eslint.config.mjs).
 */
export const api = {
  get<P extends PathsWith<'get'> & keyof paths>(
    path: P,
    query?: InputOf<P, 'get'>,
    options?: Options,
  ): Promise<DataOf<P, 'get'>> {
    return http.request('GET', path, { ...options, query: query as Query | undefined });
  },
  post<P extends PathsWith<'post'> & keyof paths>(
    path: P,
    body?: InputOf<P, 'post'>,
    options?: Options,
  ): Promise<DataOf<P, 'post'>> {
    return http.request('POST', path, { ...options, body: body ?? {} });
  },
  /** A multipart POST (an upload): the form is the body, the answer is typed like any other. */
  postForm<P extends PathsWith<'post'> & keyof paths>(
    path: P,
    form: FormData,
    options?: Options,
  ): Promise<DataOf<P, 'post'>> {
    return http.request('POST', path, { ...options, form });
  },
};
