import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../api/api';
import { currentLang } from '../../i18n/i18n';
import { refreshBalances } from '../wallet/wallet-queries';
import { goodsKeys } from './goods-keys';

export const RECORDS_PAGE_SIZE = 10;

export function useGoodsList() {
  const lang = currentLang();
  return useQuery({
    queryKey: goodsKeys.list(lang),
    queryFn: () => api.post('/api/goods/goodsList'),
    staleTime: 30_000,
  });
}

export function useExchangeRecords(page: number) {
  const lang = currentLang();
  return useQuery({
    queryKey: goodsKeys.records(lang, page),
    queryFn: () => api.post('/api/goods/exchangeRecords', { page, limit: RECORDS_PAGE_SIZE }),
    placeholderData: (previous) => previous,
  });
}

/**
 * One exchange. The dialog passes the same request key for every try of one order, so a retry after
 * a lost answer is answered from the first exchange and charged once. Refusals are shown in the dialog.
 */
export function useExchange() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (order: { goods_id: number; quantity: number; request_key: string }) =>
      api.post('/api/goods/exchange', order, { silent: true }),
    onSettled: () => {
      void queryClient.invalidateQueries({ queryKey: goodsKeys.all });
    },
    onSuccess: () => refreshBalances(queryClient),
  });
}
