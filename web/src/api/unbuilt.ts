import { ErrorCode } from '@arena/protocol';
import { useQuery } from '@tanstack/react-query';
import { ApiError } from './api-error';
import { api } from './api';

export type Availability<T> = { state: 'loading' } | { state: 'unavailable' } | { state: 'ready'; data: T };

/**
 * A call to a catalogued path whose service may not be built yet: the edge answers code 404 until it
 * lands, and the caller then shows its designed empty state instead of an error. Only used for data
 * the user opened (a panel, a dropdown), never on page load.
 */
export function useOptionalEndpoint<T>(path: string, enabled: boolean, method: 'GET' | 'POST' = 'POST'): Availability<T> {
  const query = useQuery({
    queryKey: ['optional', method, path],
    queryFn: async () => {
      try {
        return { available: true as const, data: await api.raw<T>(method, path, { body: method === 'POST' ? {} : undefined, silent: true }) };
      } catch (error) {
        if (error instanceof ApiError && error.code === ErrorCode.NOT_FOUND) return { available: false as const };
        throw error;
      }
    },
    enabled,
    staleTime: 60_000,
  });
  if (!query.data) return query.isError ? { state: 'unavailable' } : { state: 'loading' };
  return query.data.available ? { state: 'ready', data: query.data.data } : { state: 'unavailable' };
}
