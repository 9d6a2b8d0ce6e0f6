/**
 * The server render of a first screen (/main, and the score lists' frame): built by `vite build --ssr` into `web/dist-ssr`
 * and run by the edge (services/edge site/first-screen), which fetches the answers of
 * `firstScreenCalls` through its own API path, renders with them and writes the result into
 * index.html. The markup comes from the same components, routes and shell as the browser's render,
 * so the browser hydrates it (main.tsx).
 */
import { dehydrate } from '@tanstack/react-query';
import i18next from 'i18next';
import type { ReactNode } from 'react';
import { prerenderToNodeStream } from 'react-dom/static';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router';
import { AppShell } from './app/AppShell';
import { FIRST_SCREEN_ID, firstScreenJson, firstScreenLocation } from './app/first-screen';
import { createQueryClient } from './app/query-client';
import { pageTitle } from './app/page-title';
import { appRoutes } from './app/router';
import { ROUTES } from './app/routes';
import { type Lang, langOfCookie, LOCALES } from './i18n/langs';
import { switchServerLang } from './i18n/server-i18n';
import { homeQueries } from './pages/main/early-queries';
import { roomInfoQuery } from './features/live/room/room-queries';

type FirstScreenQuery = ReturnType<typeof homeQueries>[number] | ReturnType<typeof roomInfoQuery>;
/**
 * The queries each path's first screen is drawn with, from the address's query (`firstScreenLocation`).
 * /main draws its rooms and matches; a live room its header, poster and panels (the player starts
 * after hydration); the score lists draw their frame (header, days, filters) with the list loading,
 * which the browser then fills: a kick-off time is drawn in the visitor's time zone, which the server
 * does not know.
 */
const FIRST_SCREEN_QUERIES = {
  '/main': (lang) => homeQueries(lang),
  '/football': () => [],
  '/basketball': () => [],
  '/live': (lang, params) => [roomInfoQuery(Number(params.get('id')), lang)],
} satisfies Record<string, (lang: Lang, params: URLSearchParams) => readonly FirstScreenQuery[]>;
export type FirstScreenPath = keyof typeof FIRST_SCREEN_QUERIES;
/** The paths whose first screen the server renders. */
const FIRST_SCREEN_PATHS = Object.keys(FIRST_SCREEN_QUERIES) as FirstScreenPath[];

const isFirstScreenPath = (path: string): path is FirstScreenPath => (FIRST_SCREEN_PATHS as string[]).includes(path);

/**
 * The address (`/main`, `/live?id=7`) the first screen of a request's URL is drawn and kept under,
 * or undefined when the server does not draw that page (another path, an unknown parameter).
 */
export function firstScreenOf(url: string): string | undefined {
  const { pathname, search } = new URL(url, 'http://site');
  return isFirstScreenPath(pathname) ? firstScreenLocation(pathname, search) : undefined;
}

function queriesOf(location: string, lang: Lang): readonly FirstScreenQuery[] {
  const { pathname, searchParams } = new URL(location, 'http://site');
  if (!isFirstScreenPath(pathname)) throw new Error(`${location} has no first screen`);
  return FIRST_SCREEN_QUERIES[pathname](lang, searchParams);
}

/** One API call whose answer the render needs, as the site itself makes it. */
export interface FirstScreenCall {
  method: 'GET' | 'POST';
  url: string;
  body?: string;
}

/** The language of a request's `lang` cookie, else the first visit's (as the site decides it). */
export const langOfRequest = langOfCookie;

/** The calls whose data (`data` of each code 0 envelope) `renderPage` takes, in order. */
export function firstScreenCalls(location: string, lang: Lang): FirstScreenCall[] {
  return queriesOf(location, lang).map(({ method, url, body }) => ({ method, url, body }));
}

let turn: Promise<unknown> = Promise.resolve();
/** Runs renders one after another: the language is the i18n instance's, shared by all of them. */
function oneAtATime<T>(work: () => Promise<T>): Promise<T> {
  const result = turn.then(work, work);
  turn = result.catch(() => undefined);
  return result;
}

async function html(node: ReactNode): Promise<string> {
  // Waits for every lazy part (the page's chunk), so the markup is complete without inline scripts.
  // Any error fails the render (the edge then serves index.html): React would otherwise leave that
  // part to the browser, which reports it while hydrating.
  const errors: unknown[] = [];
  const { prelude } = await prerenderToNodeStream(node, {
    // One piece: React would otherwise move large parts behind a script that puts them in place later.
    progressiveChunkSize: Number.POSITIVE_INFINITY,
    onError: (error) => void errors.push(error),
  });
  const chunks: Buffer[] = [];
  for await (const chunk of prelude) chunks.push(Buffer.from(chunk as Uint8Array));
  if (errors.length > 0) throw errors[0];
  return Buffer.concat(chunks).toString('utf8');
}

const escapeHtml = (value: string) => value.replaceAll('&', '&amp;').replaceAll('"', '&quot;').replaceAll('<', '&lt;');

/**
 * The stylesheets of `path`'s page chunk, as the build lists them for early-requests.js in
 * `<meta name="arena-early">`: linked from the page so the first paint is already styled and does
 * not shift when they arrive (the browser's module loader then finds them and does not add them again).
 */
function pageStylesheets(template: string, path: string): string {
  const content = /<meta name="arena-early" content="([^"]*)"/.exec(template)?.[1];
  if (!content) return '';
  const early = JSON.parse(content.replaceAll('&quot;', '"').replaceAll('&amp;', '&')) as {
    pages?: Record<string, { css?: string[] }>;
  };
  return (early.pages?.[path]?.css ?? [])
    .map((href) => `<link rel="stylesheet" crossorigin href="${escapeHtml(href)}">`)
    .join('');
}

/**
 * index.html without its entry script and module preloads, and those named instead: early-requests.js
 * fetches and starts them after the first paint, so the server's markup is drawn before the app's JS
 * takes the bandwidth and the main thread (decision 019).
 */
function deferredJs(template: string): { page: string; deferred: { entry: string; modules: string[] } } {
  const entry = /<script type="module" crossorigin src="([^"]+)"><\/script>/.exec(template);
  if (!entry) throw new Error('index.html has no entry script');
  const preloads = [...template.matchAll(/<link rel="modulepreload" crossorigin href="([^"]+)">/g)];
  const page = [entry[0], ...preloads.map((link) => link[0])].reduce((html, tag) => html.replace(tag, ''), template);
  return { page, deferred: { entry: entry[1], modules: preloads.map((link) => link[1]) } };
}

/** Puts one of `template`'s parts in place; a template without it is not the site's index.html. */
function put(template: string, part: RegExp | string, by: string): string {
  if (!template.match(part)) throw new Error(`index.html has no ${String(part)}`);
  return template.replace(part, () => by);
}

/**
 * index.html (`template`, the browser build's) with the first screen of `location` (`firstScreenOf`) in `lang` drawn into
 * `#root`, drawn with the data of `firstScreenCalls` (signed out): the `<html>` language and the
 * title as the browser sets them, preloads of the covers drawn first with a high priority, a meta
 * telling `early-requests.js` the answers are in the page, and those answers after `#root`.
 */
export function renderPage(template: string, location: string, lang: Lang, answers: unknown[]): Promise<string> {
  return oneAtATime(async () => {
    await switchServerLang(lang);
    const path = new URL(location, 'http://site').pathname;
    const queryClient = createQueryClient();
    queriesOf(location, lang).forEach((query, i) => queryClient.setQueryData(query.key, answers[i]));
    const handler = createStaticHandler(appRoutes());
    const context = await handler.query(new Request(`http://site${location}`));
    if (context instanceof Response) throw new Error(`the route answered ${context.status}`);
    const router = createStaticRouter(handler.dataRoutes, context);
    const rendered = await html(
      <AppShell
        queryClient={queryClient}
        router={<StaticRouterProvider router={router} context={context} hydrate={false} />}
      />,
    );
    // React puts the preloads of what the markup needs first (the covers drawn eagerly with a high
    // priority) before it; they belong in <head>, and #root must hold only what the browser renders.
    const [, preloads, root] = /^((?:<link [^>]*\/>)*)([\s\S]*)$/.exec(rendered) ?? ['', '', rendered];
    if (/<script/i.test(root)) throw new Error('the render holds an inline script, which the CSP would block');
    const title = pageTitle(
      ROUTES.find((route) => route.path === path),
      (key) => i18next.t(key, { ns: 'layout' }),
      lang,
    );
    const { page: withoutJs, deferred } = deferredJs(template);
    const head = `<meta name="${FIRST_SCREEN_ID}" content="${lang}"><meta name="arena-entry" content="${escapeHtml(JSON.stringify(deferred))}">${preloads}`;
    let page = put(withoutJs, /<html lang="[^"]*">/, `<html lang="${LOCALES[lang]}">`);
    page = put(page, /<title>[^<]*<\/title>/, `<title>${escapeHtml(title)}</title>${head}`);
    // After the entry's own stylesheet, where the browser's loader would add them: the same cascade.
    page = put(page, '</head>', `${pageStylesheets(template, path)}</head>`);
    const state = `<script type="application/json" id="${FIRST_SCREEN_ID}">${firstScreenJson({ path, location, lang, queries: dehydrate(queryClient) })}</script>`;
    return put(page, '<div id="root"></div>', `<div id="root">${root}</div>${state}`);
  });
}
