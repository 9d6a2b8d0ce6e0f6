import type { DailyTask, SignDay, SignOverview } from './wallet-api';

/** Six days and the 7th, cumulative reward (spec section 9). */
export const SIGN_STRIP_DAYS = 7;

/** Once per day, only if not signed today (spec section 4). */
export function canSignToday(overview: Pick<SignOverview, 'is_sign'>): boolean {
  return !overview.is_sign;
}

/** The strip in day order, exactly seven cells whatever the service sends. */
export function stripDays(overview: Pick<SignOverview, 'list'>): SignDay[] {
  const byNum = new Map(overview.list.map((day) => [day.num, day]));
  return Array.from(
    { length: SIGN_STRIP_DAYS },
    (_, index) => byNum.get(index + 1) ?? { num: index + 1, lz_num: 0, is_sign: 0 },
  );
}

/** A task's progress bar, 0-100. */
export function taskPercent(task: Pick<DailyTask, 'value' | 'target' | 'is_complete'>): number {
  if (task.is_complete) return 100;
  if (!(task.target > 0)) return 0;
  return Math.max(0, Math.min(100, Math.round((task.value / task.target) * 100)));
}
