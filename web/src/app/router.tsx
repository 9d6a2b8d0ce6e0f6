import { createBrowserRouter, Navigate } from 'react-router';
import { RootLayout } from './layout/RootLayout';
import { RouteError } from './layout/RouteError';
import { ROUTES } from './routes';

export function createRouter() {
  return createBrowserRouter([
    {
      element: <RootLayout />,
      errorElement: <RouteError />,
      children: [
        { index: true, element: <Navigate to="/main" replace /> },
        ...ROUTES.map(({ path, load, ...meta }) => ({
          path,
          handle: meta,
          lazy: async () => ({ Component: (await load()).default }),
        })),
        { path: '*', element: <Navigate to="/404" replace /> },
      ],
    },
  ]);
}
