import { describe, expect, it } from 'vitest';
import { amountProblem, centsToText, toCents } from './money';
import { bonusPercent, diamondsOf, isCredited } from './recharge-rules';
import { canSignToday, SIGN_STRIP_DAYS, stripDays, taskPercent } from './sign-in-rules';

describe('wallet amounts', () => {
  it('reads yuan as integer cents, at most two places', () => {
    expect(toCents('30')).toBe(3000);
    expect(toCents('0.1')).toBe(10);
    expect(toCents('12.34')).toBe(1234);
    expect(toCents('1.234')).toBeNull();
    expect(toCents('-5')).toBeNull();
    expect(toCents('1e3')).toBeNull();
    expect(centsToText(1205)).toBe('12.05');
  });

  it('names what is wrong with a typed amount', () => {
    expect(amountProblem('', '100.00')).toBe('amount.required');
    expect(amountProblem('0', '100.00')).toBe('amount.invalid');
    expect(amountProblem('abc', '100.00')).toBe('amount.invalid');
    expect(amountProblem('100.01', '100.00')).toBe('amount.exceeds');
    expect(amountProblem('0.3', '0.30')).toBeNull();
    expect(amountProblem('100', '100.00')).toBeNull();
  });
});

describe('recharge rules', () => {
  it('credits coin plus bonus and shows the bonus percent', () => {
    expect(diamondsOf({ coin: 300, give: 30 })).toBe(330);
    expect(bonusPercent({ coin: 300, give: 30 })).toBe(10);
    expect(bonusPercent({ coin: 60, give: 0 })).toBe(0);
  });

  it('takes an order as paid only once the balance grew by what it credits', () => {
    expect(isCredited('100', '429.5', 330)).toBe(false);
    expect(isCredited('100', '430', 330)).toBe(true);
    expect(isCredited(0, 'oops', 1)).toBe(false);
  });
});

describe('sign-in rules (spec sections 4 and 9)', () => {
  it('allows one sign-in a day', () => {
    expect(canSignToday({ is_sign: 0 })).toBe(true);
    expect(canSignToday({ is_sign: 1 })).toBe(false);
  });

  it('always draws seven days in order, the 7th being the cumulative reward', () => {
    const days = stripDays({
      list: [
        { num: 7, lz_num: 50, is_sign: 0 },
        { num: 1, lz_num: 5, is_sign: 1 },
      ],
    });
    expect(days).toHaveLength(SIGN_STRIP_DAYS);
    expect(days.map((d) => d.num)).toEqual([1, 2, 3, 4, 5, 6, 7]);
    expect(days[6].lz_num).toBe(50);
    expect(days[1]).toEqual({ num: 2, lz_num: 0, is_sign: 0 });
  });

  it('shows task progress within 0-100', () => {
    expect(taskPercent({ value: 15, target: 30, is_complete: 0 })).toBe(50);
    expect(taskPercent({ value: 40, target: 30, is_complete: 0 })).toBe(100);
    expect(taskPercent({ value: 0, target: 0, is_complete: 0 })).toBe(0);
    expect(taskPercent({ value: 1, target: 5, is_complete: 1 })).toBe(100);
  });
});
