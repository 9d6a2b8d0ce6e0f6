import type { DehydratedState } from '@tanstack/react-query';
import type { Lang } from '../i18n/langs';

/**
 * The id of the `<script type="application/json">` the edge writes after a server-rendered first
 * screen (services/edge site/first-screen): the answers the server drew it with, which the browser
 * puts into its query cache before hydrating (data only: the site's CSP runs no inline script).
 */
export const FIRST_SCREEN_ID = 'arena-first-screen';

export interface FirstScreenState {
  /** The route the server drew (one of the server-rendered paths). */
  path: string;
  /** The address it drew (`firstScreenLocation`: the path, and a live room's `id`). */
  location: string;
  lang: Lang;
  /** The query cache it drew from (TanStack Query's `dehydrate`). */
  queries: DehydratedState;
}

/** The state as the script element's text: `<` escaped, so nothing in an answer can close the element. */
export function firstScreenJson(state: FirstScreenState): string {
  return JSON.stringify(state).replaceAll('<', '\\u003c');
}

/** The state the edge wrote into this page, if it rendered it. */
export function readFirstScreen(doc: Document = document): FirstScreenState | undefined {
  const text = doc.getElementById(FIRST_SCREEN_ID)?.textContent;
  if (!text) return undefined;
  try {
    return JSON.parse(text) as FirstScreenState;
  } catch {
    return undefined;
  }
}

/** Server-rendered paths drawn for the one record of the address's `id` (a live room). */
const PATHS_WITH_ID = new Set(['/live']);

/**
 * The address a first screen of `pathname` + `search` is drawn and kept under (`/main`, `/live?id=7`),
 * or undefined when the server cannot draw it: any other parameter (a score list's other day changes
 * what the page draws), or an id that is not a positive integer. The edge asks it of a request, the
 * browser of its own address before hydrating.
 */
export function firstScreenLocation(pathname: string, search: string): string | undefined {
  const params = new URLSearchParams(search);
  if (!PATHS_WITH_ID.has(pathname)) return params.size === 0 ? pathname : undefined;
  const id = params.get('id') ?? '';
  return params.size === 1 && /^[1-9][0-9]{0,8}$/.test(id) ? `${pathname}?id=${id}` : undefined;
}
