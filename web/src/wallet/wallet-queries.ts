import { type QueryClient, useQuery } from '@tanstack/react-query';
import { api } from '../api/api';
import { PROFILE_QUERY_KEY } from '../auth/use-session';

/** Query keys of the money pages; a change of balance invalidates `WALLET_KEY` and the profile. */
export const WALLET_KEY = ['wallet'] as const;
export const SIGN_KEY = ['sign-in'] as const;
export const RECORDS_PAGE_SIZE = 15;

export function usePackages(enabled = true) {
  return useQuery({
    queryKey: [...WALLET_KEY, 'packages'],
    queryFn: () => api.post('/api/chargerules/getList'),
    enabled,
    staleTime: 5 * 60_000,
  });
}

export function useStatementTypes() {
  return useQuery({
    queryKey: [...WALLET_KEY, 'types'],
    queryFn: () => api.get('/api/order/getTypeList'),
    staleTime: 10 * 60_000,
  });
}

export function useStatements(page: number, type: number) {
  return useQuery({
    queryKey: [...WALLET_KEY, 'statements', type, page],
    queryFn: () => api.get('/api/Order/getList', { page, limit: RECORDS_PAGE_SIZE, type }),
    placeholderData: (previous) => previous,
  });
}

export function useWithdrawals(page: number) {
  return useQuery({
    queryKey: [...WALLET_KEY, 'withdrawals', page],
    queryFn: () => api.get('/api/Balance/withdrawalList', { page, limit: RECORDS_PAGE_SIZE }),
    placeholderData: (previous) => previous,
  });
}

export function useBankCard() {
  return useQuery({
    queryKey: [...WALLET_KEY, 'bank'],
    queryFn: () => api.get('/api/Bank_card/getInfo'),
  });
}

export function useAlipay() {
  return useQuery({
    queryKey: [...WALLET_KEY, 'alipay'],
    queryFn: () => api.get('/api/Bank_card/getAliPayInfo'),
  });
}

/** The 7-day strip and today's tasks (Activity/pcSignTaskList). */
export function useSignOverview(enabled: boolean) {
  return useQuery({
    queryKey: [...SIGN_KEY],
    queryFn: () => api.post('/api/Activity/pcSignTaskList'),
    enabled,
    staleTime: 60_000,
  });
}

/** After money moved: the balances in the profile and every wallet list are stale. */
export function refreshBalances(queryClient: QueryClient): void {
  void queryClient.invalidateQueries({ queryKey: PROFILE_QUERY_KEY });
  void queryClient.invalidateQueries({ queryKey: WALLET_KEY });
}
