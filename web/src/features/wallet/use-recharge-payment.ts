import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useState } from 'react';
import { api } from '../../api/api';
import { useSession } from '../auth/use-session';
import { currentLang } from '../../i18n/i18n';
import { diamondsOf, isCredited } from './recharge-rules';
import { refreshBalances } from './wallet-queries';
import type { PayOrder, RechargePackage } from './wallet-api';
import { authKeys } from '../auth/auth-keys';

/** While the payer is on the checkout page, the balance is read this often. */
export const PAYMENT_POLL_MS = 3000;

export type RechargePhase =
  | { phase: 'choose' }
  | { phase: 'waiting'; order: PayOrder; url: string; baseline: string; expected: number }
  | { phase: 'paid'; order: PayOrder; credited: number };

/** The checkout page in the site's language. */
function checkoutUrl(order: PayOrder): string {
  return `${order.url}${order.url.includes('?') ? '&' : '?'}lang=${currentLang()}`;
}

/**
 * chargerules/payUrl opens the checkout in a new tab (spec section 7). The tab is opened inside the
 * click, before the order exists, because browsers block a window opened after an await; it is
 * pointed at the order once the call answers, and closed again if the call fails.
 */
export function useRechargePayment(gold: string | number | undefined) {
  const queryClient = useQueryClient();
  const { token } = useSession();
  const [state, setState] = useState<RechargePhase>({ phase: 'choose' });
  const [busy, setBusy] = useState(false);
  const waiting = state.phase === 'waiting';

  // Same key and call as useProfile, so every balance on the page follows the poll.
  const profile = useQuery({
    queryKey: [...authKeys.profile, token],
    queryFn: () => api.get('/api/Member/info'),
    enabled: Boolean(token) && waiting,
    refetchInterval: waiting ? PAYMENT_POLL_MS : false,
  });
  const currentGold = profile.data?.gold;

  // The balance polled shows the order credited: paid (at once, in this render).
  if (
    state.phase === 'waiting' &&
    currentGold !== undefined &&
    isCredited(state.baseline, currentGold, state.expected)
  ) {
    setState({ phase: 'paid', order: state.order, credited: state.expected });
  }
  // Every balance on the page follows a payment.
  const paidOrder = state.phase === 'paid' ? state.order : undefined;
  useEffect(() => {
    if (paidOrder) refreshBalances(queryClient);
  }, [paidOrder, queryClient]);

  // Coming back from the checkout tab is the likeliest moment the order was paid.
  const { refetch } = profile;
  useEffect(() => {
    if (!waiting) return;
    const onFocus = () => void refetch();
    window.addEventListener('focus', onFocus);
    return () => window.removeEventListener('focus', onFocus);
  }, [waiting, refetch]);

  const pay = useCallback(
    async (pack: RechargePackage) => {
      const tab = window.open('', '_blank');
      setBusy(true);
      try {
        const order = await api.get('/api/chargerules/payUrl', { id: pack.id, type: '1' });
        const url = checkoutUrl(order);
        if (tab) {
          tab.opener = null;
          tab.location.href = url;
        }
        setState({ phase: 'waiting', order, url, baseline: String(gold ?? 0), expected: diamondsOf(order) });
      } catch {
        // the client showed the error toast
        tab?.close();
      } finally {
        setBusy(false);
      }
    },
    [gold],
  );

  /** "I have paid": read the balance now; true when the order shows as credited. */
  const check = useCallback(async () => {
    if (state.phase !== 'waiting') return false;
    const result = await refetch();
    return result.data !== undefined && isCredited(state.baseline, result.data.gold, state.expected);
  }, [state, refetch]);

  const restart = useCallback(() => setState({ phase: 'choose' }), []);

  return { state, busy, pay, check, restart };
}
