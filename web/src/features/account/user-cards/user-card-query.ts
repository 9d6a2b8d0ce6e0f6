import { useQuery } from '@tanstack/react-query';
import { api } from '../../../api/api';

/** Query keys of public user cards (User/getUserInfo with an id). */
export const userCardKeys = {
  all: ['user-card'] as const,
  byId: (id: number) => [...userCardKeys.all, id] as const,
};

export const isUserId = (id: number) => Number.isInteger(id) && id > 0;

/** Anyone's public card: the persona page and the header of a conversation opened by id. */
export function useUserCard(id: number) {
  return useQuery({
    queryKey: userCardKeys.byId(id),
    queryFn: () => api.get('/api/User/getUserInfo', { id }),
    // With an id the answer is the public card (the same path gives a caller without id their own profile).
    select: (data) => ('fans' in data ? data : null),
    enabled: isUserId(id),
  });
}
