import { beforeEach, describe, expect, it, vi } from 'vitest';
import { session, type StoredUser } from '../../api/session';
import { BALANCE_STEP_MS, liveBalances } from './live-balances';

const user = (id: number, gold: string): StoredUser => ({
  token: 'tok',
  id,
  avatar: '',
  user_nickname: 'fan',
  create_time_str: '1',
  userlevel: 1,
  toplevel: 0,
  exp_percent: 0,
  gold,
  balances: '0.00',
  consumption: '0.00',
  is_anchor: 0,
  chatpermission: 0,
  mobile: '13800000007',
  invite_code: 'X',
  is_admin: 0,
  userSig: 's',
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

  it("shows a spend's answer at once", () => {
    const mark = liveBalances.mark();
    liveBalances.answered(mark, '80');
    expect(gold()).toBe('80');
    liveBalances.answered(liveBalances.mark(), null);
    expect(gold()).toBe('80');
  });

  it('shows the spend, then the reward pushed while it was out, as two steps', () => {
    vi.useFakeTimers();
    try {
      // 100 diamonds; a 20-diamond gift completes the daily task, whose 10 land at the same moment:
      // the reward's push (a newer transfer) arrives before the gift's answer.
      const mark = liveBalances.mark();
      liveBalances.pushed({ field: 'gold', value: '90', version: '21' });
      expect(gold()).toBe('100');
      liveBalances.answered(mark, '80');
      expect(gold()).toBe('80');
      // The spend's own push, late and older than the reward, changes nothing.
      liveBalances.pushed({ field: 'gold', value: '80', version: '20' });
      vi.advanceTimersByTime(BALANCE_STEP_MS);
      expect(gold()).toBe('90');
      liveBalances.pushed({ field: 'gold', value: '80', version: '20' });
      expect(gold()).toBe('90');
    } finally {
      vi.useRealTimers();
    }
  });

  it('a failed spend lets the pushes held meanwhile through at once', () => {
    const mark = liveBalances.mark();
    liveBalances.pushed({ field: 'gold', value: '130', version: '30' });
    expect(gold()).toBe('100');
    liveBalances.answered(mark, null);
    expect(gold()).toBe('130');
  });

  it('starts afresh for another user', () => {
    liveBalances.pushed({ field: 'gold', value: '5', version: '500' });
    session.save(user(2, '0'));
    liveBalances.pushed({ field: 'gold', value: '40', version: '20' });
    expect(gold()).toBe('40');
  });
});
