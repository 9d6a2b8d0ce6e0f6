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
