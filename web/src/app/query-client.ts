import { QueryClient } from '@tanstack/react-query';

/** The site's query client, in the browser and in the server render of a first screen alike. */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: { queries: { retry: false, refetchOnWindowFocus: false, staleTime: 30_000 } },
  });
}
