import { Injectable } from '@nestjs/common';
import { Db, PrismaService, SignIn, SignInReward } from '@arena/shared';

/** `activity.sign_ins` (one row per user and calendar day, unique) and the strip's rewards, `activity.sign_in_rewards`. */
@Injectable()
export class SignInsRepository {
  constructor(private readonly prisma: PrismaService) {}

  /** The user's latest sign-in, if any. */
  findLatest(userId: number, db: Db = this.prisma): Promise<SignIn | null> {
    return db.signIn.findFirst({ where: { userId }, orderBy: { day: 'desc' } });
  }

  /** Records a day's sign-in; a second one for the same user and day fails on the unique key. */
  async insert(
    signIn: { userId: number; day: Date; streakDay: number; reward: number },
    db: Db = this.prisma,
  ): Promise<void> {
    await db.signIn.create({ data: signIn });
  }

  /** The first `days` days' rewards, in order. */
  listRewards(days: number, db: Db = this.prisma): Promise<SignInReward[]> {
    return db.signInReward.findMany({ orderBy: { day: 'asc' }, take: days });
  }
}
