import { hydrate } from '@tanstack/react-query';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { matchPath, RouterProvider } from 'react-router';
import { AppShell } from './app/AppShell';
import { firstScreenLocation, readFirstScreen } from './app/first-screen';
import { createQueryClient } from './app/query-client';
import { createRouter, type LoadedPage } from './app/router';
import { ROUTES } from './app/routes';
import { currentLang, initI18n } from './i18n/i18n';
import { rememberLangCookie } from './i18n/langs';
import { setApiNavigator } from './api/api';
import { session } from './api/session';
import { primeHomeQueries } from './pages/main/early-queries';
import { startInstallableSite } from './pwa/register';
import './styles/base.css';
import './app/layout/layout.css';
import './ui/ui.css';

const queryClient = createQueryClient();
startInstallableSite();

// The first route's chunk is fetched beside the language's catalogue, not after it: the router
// asks for it again once the catalogue is in, and gets the module already loaded.
const first = ROUTES.find((route) => matchPath(route.path, window.location.pathname));
const firstPage = first?.load();
void firstPage?.catch(() => undefined); // a failure is reported by the router's own load

/**
 * The first screen the edge rendered (/main, /football, /basketball, /live?id=), when this render would draw the same
 * markup: the same address in the same language, signed out (the server never sees the token, kept in localStorage).
 * Its page module is then loaded before hydrating, as the server had it.
 */
async function hydratablePage(): Promise<LoadedPage | undefined> {
  const rendered = readFirstScreen();
  if (
    !rendered ||
    !first ||
    !firstPage ||
    rendered.path !== first.path ||
    rendered.location !== firstScreenLocation(window.location.pathname, window.location.search) ||
    rendered.lang !== currentLang() ||
    session.token() !== null
  )
    return undefined;
  try {
    const page = { path: first.path, Component: (await firstPage).default };
    hydrate(queryClient, rendered.queries);
    return page;
  } catch {
    return undefined;
  }
}

void initI18n().then(async () => {
  rememberLangCookie(currentLang());
  const loaded = await hydratablePage();
  if (!loaded && first?.path === '/main') primeHomeQueries(queryClient, currentLang(), session.token());
  const router = createRouter(loaded);
  setApiNavigator((path) => void router.navigate(path));
  const root = document.getElementById('root') as HTMLElement;
  const app = <AppShell queryClient={queryClient} router={<RouterProvider router={router} />} />;
  // Anything else draws over the server's markup (createRoot replaces what the element holds).
  if (loaded) hydrateRoot(root, app);
  else createRoot(root).render(app);
});
