import type { ComponentType } from 'react';
import { createBrowserRouter, Navigate, type RouteObject } from 'react-router';
import { RootLayout } from './layout/RootLayout';
import { RouteError } from './layout/RouteError';
import { ROUTES } from './routes';

/** A route's page that is already loaded: drawn in the first render instead of after a lazy load. */
export interface LoadedPage {
  path: string;
  Component: ComponentType;
}

/** What a first visit shows while its page's code loads: the router draws no route before it has. */
function FirstLoad() {
  return <div className="page-skeleton" aria-busy="true" />;
}

/**
 * The site's routes, for the browser's router and the server's static one. Hydrating a server render
 * needs its page `loaded`: a lazy route would draw nothing until its chunk arrives, unlike the server.
 */
export function appRoutes(loaded?: LoadedPage): RouteObject[] {
  return [
    {
      element: <RootLayout />,
      errorElement: <RouteError />,
      HydrateFallback: FirstLoad,
      children: [
        { index: true, element: <Navigate to="/main" replace /> },
        ...ROUTES.map(({ path, load, ...meta }) =>
          path === loaded?.path
            ? { path, handle: meta, Component: loaded.Component }
            : { path, handle: meta, lazy: async () => ({ Component: (await load()).default }) },
        ),
        { path: '*', element: <Navigate to="/404" replace /> },
      ],
    },
  ];
}

/**
 * The browser's router. Hydrating the server's markup (`loaded`) is said with `hydrationData`: the
 * router then keeps the scroll position of the first render (a visitor may have scrolled the server's
 * page before the app started) instead of scrolling to the top as for a page it draws itself.
 */
export function createRouter(loaded?: LoadedPage) {
  return createBrowserRouter(appRoutes(loaded), loaded ? { hydrationData: { loaderData: {} } } : undefined);
}
