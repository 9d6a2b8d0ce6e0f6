import { PrismaClient } from '@arena/shared';

/** Diamonds for days 1..7; the 7th is the cumulative reward for a full week. */
export const SIGN_IN_REWARDS = [5, 5, 10, 10, 15, 15, 50];

/** Daily tasks; their names are messages `activity.task.<code>`, their progress comes from events. */
export const DAILY_TASKS = [
  { code: 'watch', target: 30, reward: 10, sort: 1 },
  { code: 'danmaku', target: 5, reward: 5, sort: 2 },
  { code: 'gift', target: 1, reward: 10, sort: 3 },
  { code: 'share', target: 1, reward: 5, sort: 4 },
];

/** Idempotent. */
export async function seedActivity(prisma: PrismaClient): Promise<void> {
  for (const [index, diamonds] of SIGN_IN_REWARDS.entries()) {
    await prisma.signInReward.upsert({
      where: { day: index + 1 },
      create: { day: index + 1, diamonds },
      update: { diamonds },
    });
  }
  for (const task of DAILY_TASKS) {
    await prisma.dailyTask.upsert({ where: { code: task.code }, create: task, update: task });
  }
}
