import { beforeEach, describe, expect, it } from 'vitest';
import { session, type StoredUser } from '../../api/session';
import { liveBalances } from './live-balances';

const user = (id: number, gold: string): StoredUser => ({
  token: 'tok', id, avatar: '', user_nickname: 'fan', create_time_str: '1', userlevel: 1, toplevel: 0,
  exp_percent: 0, gold, balances: '0.00', consumption: '0.00', is_anchor: 0, chatpermission: 0, mobile: '13800000007', invite_code: 'X', is_admin: 0, userSig: 's',
});
const gold = () => session.get().user?.gold;

describe('live balances', () => {
  beforeEach(() => session.save(user(1, '100')));

  it('shows pushes in transfer order: an older one than shown is dropped', () => {
    liveBalances.pushed({ field: 'gold', value: '90', version: '11' });
    liveBalances.pushed({ field: 'gold', value: '95', version: '10' });
    expect(gold()).toBe('90');
    liveBalances.pushed({ field: 'consumption', value: '3.00', version: '10' });
    expect(session.get().user).toMatchObject({ gold: '90', consumption: '3.00' });
  });

  it("keeps a spend's answer unless a push came while it was out", () => {
    const quiet = liveBalances.mark();
    liveBalances.answered(quiet, '80');
    expect(gold()).toBe('80');

    // The spend left 70, and its reward (a newer transfer) was pushed before the answer arrived.
    const raced = liveBalances.mark();
    liveBalances.pushed({ field: 'gold', value: '80', version: '13' });
    liveBalances.answered(raced, '70');
    expect(gold()).toBe('80');
    liveBalances.answered(liveBalances.mark(), null);
    expect(gold()).toBe('80');
  });

  it('starts afresh for another user', () => {
    liveBalances.pushed({ field: 'gold', value: '5', version: '500' });
    session.save(user(2, '0'));
    liveBalances.pushed({ field: 'gold', value: '40', version: '20' });
    expect(gold()).toBe('40');
  });
});
