import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { api } from '../../api/api';
import { RequestKeys } from '../../api/request-key';
import { liveBalances } from '../wallet/live-balances';
import { walletKeys } from '../wallet/wallet-queries';
import { giftsKeys } from './gifts-keys';

export interface GiftOrder {
  giftId: number;
  count: number;
  fromBackpack: boolean;
}

const sameOrder = (a: GiftOrder, b: GiftOrder) =>
  a.giftId === b.giftId && a.count === b.count && a.fromBackpack === b.fromBackpack;

/**
 * member/handselGift for one room. Each send carries a request key; a send whose outcome is unknown
 * (no answer, or a server error) keeps its key, so pressing again retries that same send and the
 * server charges it once. The new balance is shown at once, the pushes that came meanwhile after it
 * (liveBalances); a raised level arrives as a push (RealtimeHost).
 */
export function useSendGift(roomId: number) {
  const queryClient = useQueryClient();
  const [keys] = useState(() => new RequestKeys(sameOrder));

  return useMutation({
    mutationFn: (order: GiftOrder) =>
      api.post(
        '/api/member/handselGift',
        {
          room_id: roomId,
          gift_id: order.giftId,
          count: order.count,
          from_backpack: order.fromBackpack,
          request_key: keys.requestKeyFor(order),
        },
        { silent: true },
      ),
    onMutate: () => liveBalances.mark(),
    onSettled: (_answer, error) => keys.settled(error ?? undefined),
    onError: (_error, _order, mark) => mark !== undefined && liveBalances.answered(mark, null),
    onSuccess: (answer, order, mark) => {
      liveBalances.answered(mark, answer.gold);
      if (order.fromBackpack) void queryClient.invalidateQueries({ queryKey: giftsKeys.all });
      void queryClient.invalidateQueries({ queryKey: walletKeys.all });
    },
  });
}
