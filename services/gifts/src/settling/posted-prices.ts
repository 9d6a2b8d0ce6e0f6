import { walletContracts } from '@arena/contracts';
import { ServiceClient } from '@arena/shared';

/** Which of these idempotency keys the wallet posted, as key -> transfer id (decision 026: the sweep's one question). */
export async function postedPrices(services: ServiceClient, keys: string[]): Promise<Map<string, string>> {
  const { transfers } = await services.call(walletContracts.postedTransfers, { idempotency_keys: keys });
  return new Map(transfers.map((transfer) => [transfer.idempotency_key, transfer.transfer_id]));
}
