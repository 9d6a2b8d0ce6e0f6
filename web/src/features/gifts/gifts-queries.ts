import { useQuery } from '@tanstack/react-query';
import { api } from '../../api/api';
import type { DataOf } from '../../api/typed';
import { currentLang } from '../../i18n/i18n';
import { giftsKeys } from './gifts-keys';

export type Gift = DataOf<'/api/Gift/getList', 'post'>[number];
export type BackpackItem = DataOf<'/api/Gift/getUserGiftList', 'post'>[number];

/** Gift/getList: the catalogue changes only when an operator edits it. */
export function useGiftCatalogue() {
  const lang = currentLang();
  return useQuery({
    queryKey: giftsKeys.catalogue(lang),
    queryFn: () => api.post('/api/Gift/getList', undefined, { silent: true }),
    staleTime: 10 * 60_000,
  });
}

/** Gift/getUserGiftList: what the viewer owns; only asked while the backpack tab is open. */
export function useBackpack(enabled: boolean) {
  const lang = currentLang();
  return useQuery({
    queryKey: giftsKeys.backpack(lang),
    queryFn: () => api.post('/api/Gift/getUserGiftList', undefined, { silent: true }),
    enabled,
  });
}
