import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useRef } from 'react';
import { api } from '../../api/api';
import { outcomeUnknown } from '../../api/api-error';
import { newRequestKey } from '../../api/request-key';
import { liveBalances } from '../wallet/live-balances';
import { walletKeys } from '../wallet/wallet-queries';
import { giftsKeys } from './gifts-keys';

export interface GiftOrder {
  giftId: number;
  count: number;
  fromBackpack: boolean;
}

const sameOrder = (a: GiftOrder, b: GiftOrder) => a.giftId === b.giftId && a.count === b.count && a.fromBackpack === b.fromBackpack;

/**
 * member/handselGift for one room. Each send carries a request key; a send whose outcome is unknown
 * (no answer, or a server error) keeps its key, so pressing again retries that same send and the
 * server charges it once. The new balance is shown at once (liveBalances); a raised level arrives as a push (RealtimeHost).
 */
export function useSendGift(roomId: number) {
  const queryClient = useQueryClient();
  const unanswered = useRef<{ order: GiftOrder; key: string } | null>(null);

  return useMutation({
    mutationFn: (order: GiftOrder) => {
      const pending = unanswered.current;
      const key = pending && sameOrder(pending.order, order) ? pending.key : newRequestKey();
      unanswered.current = { order, key };
      return api.post('/api/member/handselGift', { room_id: roomId, gift_id: order.giftId, count: order.count, from_backpack: order.fromBackpack, request_key: key }, { silent: true });
    },
    onMutate: () => liveBalances.mark(),
    onSuccess: (answer, order, mark) => {
      unanswered.current = null;
      liveBalances.answered(mark, answer.gold);
      if (order.fromBackpack) void queryClient.invalidateQueries({ queryKey: giftsKeys.all });
      void queryClient.invalidateQueries({ queryKey: walletKeys.all });
    },
    onError: (error) => {
      // An answered refusal (short balance, self gift...) is final: the next press is a new send.
      if (!outcomeUnknown(error)) unanswered.current = null;
    },
  });
}
