import { useQuery } from '@tanstack/react-query';
import { api } from '../../api/api';
import type { DataOf } from '../../api/typed';
import { useSession } from '../auth/use-session';
import { giftsKeys } from './gifts-keys';

export type NobilityList = DataOf<'/api/Guard/getList', 'post'>;
export type NobilityTier = NobilityList['list'][number];
export type PaidDanmakuStyle = DataOf<'/api/Barrage/getList', 'post'>[number];

export function useNobilityList(userId: number) {
  return useQuery({
    queryKey: giftsKeys.guards(userId),
    queryFn: () => api.post('/api/Guard/getList'),
    staleTime: 60_000,
  });
}

export function usePaidDanmakuStyles(enabled: boolean) {
  return useQuery({
    queryKey: giftsKeys.paidDanmakuStyles,
    queryFn: () => api.post('/api/Barrage/getList', {}, { silent: true }),
    enabled,
    staleTime: 10 * 60_000,
  });
}

/** The noble tiers by level (name, entry effect, danmaku colour): what a noble's marks and entry look like. */
export function useNobleTiers(): (level: number | undefined) => NobilityTier | undefined {
  const { user } = useSession();
  const nobility = useNobilityList(user?.id ?? 0);
  return (level) => (level ? nobility.data?.list.find((tier) => tier.level === level) : undefined);
}
