import { useQuery } from '@tanstack/react-query';
import { useEffect, useSyncExternalStore } from 'react';
import { api } from '../../api/api';
import { session, type Session, type StoredUser } from '../../api/session';
import { authKeys } from './auth-keys';

export function useSession(): Session {
  return useSyncExternalStore(session.subscribe, session.get, session.serverSnapshot);
}

/** The logged-in user, refreshed from Member/info once per page load and kept in storage. */
export function useProfile(): StoredUser | null {
  const { token, user } = useSession();
  const query = useQuery({
    queryKey: [...authKeys.profile, token],
    queryFn: () => api.get('/api/Member/info'),
    enabled: Boolean(token),
    staleTime: 60_000,
  });
  useEffect(() => {
    if (query.data && token) session.save({ ...query.data, token });
  }, [query.data, token]);
  return token ? (user ?? query.data ?? null) : null;
}
