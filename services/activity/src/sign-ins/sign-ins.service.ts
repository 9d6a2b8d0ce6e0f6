import { Injectable } from '@nestjs/common';
import { AppError, isUniqueViolation, Lang } from '@arena/shared';
import { activityConfig } from '../activity.config';
import { dayAsDate, dayIn, previousDay } from '../calendar/day';
import { RewardsService } from '../rewards/rewards.service';
import { DailyTasksService } from '../tasks/daily-tasks.service';
import { SignInsRepository } from './sign-ins.repository';

export const STRIP_DAYS = 7;

interface StripState {
  today: string;
  signedToday: boolean;
  /** Days of the current strip already signed. */
  signedDays: number;
  /** The strip day the next sign-in gets (today's, when not signed yet). */
  nextDay: number;
}

/**
 * The 7-day strip: consecutive days move along it, a missed day starts it again, and after the
 * 7th (cumulative) reward a new strip begins. One sign-in per user and calendar day (unique row).
 */
@Injectable()
export class SignInsService {
  constructor(
    private readonly signIns: SignInsRepository,
    private readonly rewards: RewardsService,
    private readonly tasks: DailyTasksService,
  ) {}

  async overview(userId: number, lang: Lang) {
    const [state, rewards, today] = await Promise.all([
      this.state(userId),
      this.rewardTable(),
      this.tasks.today(userId, lang),
    ]);
    const list = rewards.map(({ day, diamonds }) => ({
      num: day,
      lz_num: diamonds,
      is_sign: day <= state.signedDays ? 1 : 0,
    }));
    return { list, today, is_sign: state.signedToday ? 1 : 0, sign_days: state.signedDays };
  }

  async signIn(userId: number, requestedDay?: number) {
    const state = await this.state(userId);
    if (state.signedToday) throw AppError.fail('activity.already_signed');
    if (requestedDay !== undefined && requestedDay !== state.nextDay)
      throw AppError.fail('activity.sign_day_mismatch', { day: state.nextDay });
    const reward = (await this.rewardTable()).find((r) => r.day === state.nextDay)?.diamonds ?? 0;
    // Pay first, then record the day: the key pays once however many requests race, and a crash
    // between the two leaves a paid reward that the user's retry replays before recording the day.
    const gold =
      reward > 0
        ? await this.rewards.pay(userId, reward, 'sign_in', `sign-in:${userId}:${state.today}`, `day ${state.nextDay}`)
        : undefined;
    try {
      await this.signIns.insert({ userId, day: dayAsDate(state.today), streakDay: state.nextDay, reward });
    } catch (error) {
      if (isUniqueViolation(error)) throw AppError.fail('activity.already_signed');
      throw error;
    }
    return { num: state.nextDay, lz_num: reward, gold };
  }

  private async state(userId: number): Promise<StripState> {
    const today = dayIn(activityConfig().timeZone);
    const last = await this.signIns.findLatest(userId);
    const lastDay = last?.day.toISOString().slice(0, 10);
    if (last && lastDay === today)
      return { today, signedToday: true, signedDays: last.streakDay, nextDay: last.streakDay };
    const continues = last && lastDay === previousDay(today) && last.streakDay < STRIP_DAYS;
    const signedDays = continues ? last.streakDay : 0;
    return { today, signedToday: false, signedDays, nextDay: signedDays + 1 };
  }

  private rewardTable() {
    return this.signIns.listRewards(STRIP_DAYS);
  }
}
