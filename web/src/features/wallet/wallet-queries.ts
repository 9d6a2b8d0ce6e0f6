import { type QueryClient, useQuery } from '@tanstack/react-query';
import { api } from '../../api/api';
import { authKeys } from '../auth/auth-keys';

/** Query keys of the money pages; a change of balance invalidates `walletKeys.all` and the profile. */
export const walletKeys = {
  all: ['wallet'] as const,
  packages: ['wallet', 'packages'] as const,
  statementTypes: ['wallet', 'types'] as const,
  statements: (type: number, page: number) => ['wallet', 'statements', type, page] as const,
  withdrawals: (page: number) => ['wallet', 'withdrawals', page] as const,
  bankCard: ['wallet', 'bank'] as const,
  alipay: ['wallet', 'alipay'] as const,
  signIn: ['sign-in'] as const,
};
export const RECORDS_PAGE_SIZE = 15;

export function usePackages(enabled = true) {
  return useQuery({
    queryKey: walletKeys.packages,
    queryFn: () => api.post('/api/chargerules/getList'),
    enabled,
    staleTime: 5 * 60_000,
  });
}

export function useStatementTypes() {
  return useQuery({
    queryKey: walletKeys.statementTypes,
    queryFn: () => api.get('/api/order/getTypeList'),
    staleTime: 10 * 60_000,
  });
}

export function useStatements(page: number, type: number) {
  return useQuery({
    queryKey: walletKeys.statements(type, page),
    queryFn: () => api.get('/api/Order/getList', { page, limit: RECORDS_PAGE_SIZE, type }),
    placeholderData: (previous) => previous,
  });
}

export function useWithdrawals(page: number) {
  return useQuery({
    queryKey: walletKeys.withdrawals(page),
    queryFn: () => api.get('/api/Balance/withdrawalList', { page, limit: RECORDS_PAGE_SIZE }),
    placeholderData: (previous) => previous,
  });
}

export function useBankCard() {
  return useQuery({
    queryKey: walletKeys.bankCard,
    queryFn: () => api.get('/api/Bank_card/getInfo'),
  });
}

export function useAlipay() {
  return useQuery({
    queryKey: walletKeys.alipay,
    queryFn: () => api.get('/api/Bank_card/getAliPayInfo'),
  });
}

/** The 7-day strip and today's tasks (Activity/pcSignTaskList). */
export function useSignOverview(enabled: boolean) {
  return useQuery({
    queryKey: walletKeys.signIn,
    queryFn: () => api.post('/api/Activity/pcSignTaskList'),
    enabled,
    staleTime: 60_000,
  });
}

/** Where the activity centre lives (Activity_Config/getActivityUrl; the site's own /activity unless configured otherwise). */
export const DEFAULT_ACTIVITY_URL = '/activity';
export function useActivityCentreUrl(): string {
  const answer = useQuery({
    queryKey: ['activity-url'],
    queryFn: () => api.get('/api/Activity_Config/getActivityUrl', undefined, { silent: true }),
    staleTime: Infinity,
  });
  return answer.data?.url || DEFAULT_ACTIVITY_URL;
}

/** The account service's copy of the balances follows the wallet's events: give it this long to catch up. */
const BALANCE_COPY_LAG_MS = 2000;

/**
 * After money moved: the balances in the profile and every wallet list are stale. The profile is
 * read again at once and once more a moment later, when the account's copy has surely caught up.
 */
export function refreshBalances(queryClient: QueryClient): void {
  void queryClient.invalidateQueries({ queryKey: authKeys.profile });
  void queryClient.invalidateQueries({ queryKey: walletKeys.all });
  setTimeout(() => void queryClient.invalidateQueries({ queryKey: authKeys.profile }), BALANCE_COPY_LAG_MS);
}
