import { walletContracts } from '@arena/contracts';
import { ServiceClient } from '@arena/shared';
import { PaymentsSettling } from './payments-settling';
import { Settlement, SettlementRegistry, Settler } from './settlement-registry';

/** The sweep's protocol, on a fake wallet: the features' rows are the e2e suites' (payments-settle, horn-paid-danmaku). */
describe('PaymentsSettling', () => {
  const wallet = (posted: Record<string, string>) => {
    const call = jest.fn(async (_contract: unknown, input: { idempotency_keys: string[] }) => ({
      transfers: input.idempotency_keys
        .filter((key) => key in posted)
        .map((key) => ({ idempotency_key: key, transfer_id: posted[key] })),
    }));
    return { services: { call } as unknown as ServiceClient, call };
  };

  const settler = (payments: { id: number; key: string }[]) => {
    const settled: Settlement<{ id: number; key: string }>[][] = [];
    const unfinished = jest.fn(async () => payments);
    const value: Settler<{ id: number; key: string }> = {
      unfinished,
      priceKey: (payment) => `kind:${payment.key}`,
      settle: async (batch) => void settled.push(batch),
    };
    return { value, settled, unfinished };
  };

  it('asks the wallet for the unfinished payments of a kind and hands each its transfer, or none to release', async () => {
    const registry = new SettlementRegistry();
    const kind = settler([
      { id: 1, key: 'a' },
      { id: 2, key: 'b' },
    ]);
    registry.register('kind', kind.value);
    const { services, call } = wallet({ 'kind:b': 'transfer-b' });

    expect(await new PaymentsSettling(registry, services).settle('kind', 1_000_000)).toBe(2);
    expect(kind.unfinished).toHaveBeenCalledWith(new Date(1_000_000 - 120_000), walletContracts.MAX_POSTED_KEYS);
    expect(call).toHaveBeenCalledWith(walletContracts.postedTransfers, { idempotency_keys: ['kind:a', 'kind:b'] });
    expect(kind.settled).toEqual([
      [
        { payment: { id: 1, key: 'a' }, transferId: undefined },
        { payment: { id: 2, key: 'b' }, transferId: 'transfer-b' },
      ],
    ]);
  });

  it('asks nothing when nothing is unfinished', async () => {
    const registry = new SettlementRegistry();
    const kind = settler([]);
    registry.register('kind', kind.value);
    const { services, call } = wallet({});
    expect(await new PaymentsSettling(registry, services).settle('kind')).toBe(0);
    expect(call).not.toHaveBeenCalled();
    expect(kind.settled).toEqual([]);
  });

  it('settles every kind though one fails, then reports the failure', async () => {
    const registry = new SettlementRegistry();
    const broken = settler([]);
    broken.unfinished.mockRejectedValue(new Error('rows unreadable'));
    const fine = settler([{ id: 3, key: 'c' }]);
    registry.register('broken', broken.value);
    registry.register('fine', fine.value);
    await expect(new PaymentsSettling(registry, wallet({}).services).settleAll()).rejects.toThrow(
      'Some unfinished payments could not be settled',
    );
    expect(fine.settled).toHaveLength(1);
  });

  it('refuses a kind registered twice or never', () => {
    const registry = new SettlementRegistry();
    registry.register('kind', settler([]).value);
    expect(() => registry.register('kind', settler([]).value)).toThrow('A settler is already registered for kind');
    expect(() => registry.settlerOf('other')).toThrow('No settler is registered for other');
  });
});
