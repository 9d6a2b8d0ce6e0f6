import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { matchPath, RouterProvider } from 'react-router';
import { setNavigator } from './app/navigation';
import { createRouter } from './app/router';
import { ROUTES } from './app/routes';
import { currentLang, initI18n } from './i18n/i18n';
import { session } from './api/session';
import { primeHomeQueries } from './pages/main/early-queries';
import { FeedbackHost } from './ui/FeedbackHost';
import './styles/base.css';
import './app/layout/layout.css';
import './ui/ui.css';

const queryClient = new QueryClient({
  defaultOptions: { queries: { retry: false, refetchOnWindowFocus: false, staleTime: 30_000 } },
});

// The first route's chunk is fetched beside the language's catalogue, not after it: the router
// asks for it again once the catalogue is in, and gets the module already loaded.
const first = ROUTES.find((route) => matchPath(route.path, window.location.pathname));
void first?.load().catch(() => undefined); // a failure is reported by the router's own load

void initI18n().then(() => {
  if (first?.path === '/main') primeHomeQueries(queryClient, currentLang(), session.token());
  const router = createRouter();
  setNavigator((path) => void router.navigate(path));
  createRoot(document.getElementById('root') as HTMLElement).render(
    <StrictMode>
      <QueryClientProvider client={queryClient}>
        <RouterProvider router={router} />
        <FeedbackHost />
      </QueryClientProvider>
    </StrictMode>,
  );
});
