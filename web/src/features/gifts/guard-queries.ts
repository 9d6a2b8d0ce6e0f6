import { useQuery } from '@tanstack/react-query';
import { api } from '../../api/api';
import type { DataOf } from '../../api/typed';
import { useSession } from '../auth/use-session';
import { giftsKeys } from './gifts-keys';

export type GuardList = DataOf<'/api/Guard/getList', 'post'>;
export type GuardTier = GuardList['list'][number];
export type BarrageStyle = DataOf<'/api/Barrage/getList', 'post'>[number];

export function useGuardList(userId: number) {
  return useQuery({
    queryKey: giftsKeys.guards(userId),
    queryFn: () => api.post('/api/Guard/getList'),
    staleTime: 60_000,
  });
}

export function useBarrageStyles(enabled: boolean) {
  return useQuery({
    queryKey: giftsKeys.barrageStyles,
    queryFn: () => api.post('/api/Barrage/getList', {}, { silent: true }),
    enabled,
    staleTime: 10 * 60_000,
  });
}

/** The noble tiers by level (name, entry effect, danmaku colour): what a noble's marks and entry look like. */
export function useNobleTiers(): (level: number | undefined) => GuardTier | undefined {
  const { user } = useSession();
  const guards = useGuardList(user?.id ?? 0);
  return (level) => (level ? guards.data?.list.find((tier) => tier.level === level) : undefined);
}
