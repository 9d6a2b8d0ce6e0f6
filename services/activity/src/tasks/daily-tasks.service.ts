import { Injectable } from '@nestjs/common';
import { DailyTask, Lang, Prisma, PrismaService, translate } from '@arena/shared';
import { activityConfig } from '../activity.config';
import { dayAsDate, dayIn } from '../calendar/day';
import { RewardsService } from '../rewards/rewards.service';
import { DailyTaskView } from './tasks.schemas';

/**
 * Daily tasks progress only from facts other services publish (see tasks.consumer.ts), never
 * from the client; completing one pays its reward through the ledger, once per user and day.
 */
@Injectable()
export class DailyTasksService {
  constructor(
    private readonly prisma: PrismaService,
    private readonly rewards: RewardsService,
  ) {}

  async today(userId: number | undefined, lang: Lang): Promise<DailyTaskView[]> {
    const tasks = await this.prisma.dailyTask.findMany({ where: { enabled: true }, orderBy: [{ sort: 'asc' }, { id: 'asc' }] });
    const day = dayAsDate(dayIn(activityConfig().timeZone));
    const progress = userId ? await this.prisma.taskProgress.findMany({ where: { userId, day } }) : [];
    return tasks.map((task) => {
      const mine = progress.find((p) => p.taskId === task.id);
      return view(task, mine?.value ?? 0, Boolean(mine?.completedAt), lang);
    });
  }

  /**
   * Adds to a user's progress on a task for one event, in the transaction of the event consumer's
   * `once` (which records the event there, so a redelivered event changes nothing). The reward
   * transfer is idempotent by key, so paying inside the transaction is safe even if the commit
   * then fails.
   */
  async advance(tx: Prisma.TransactionClient, userId: number, code: string, increment: number): Promise<void> {
    const task = await tx.dailyTask.findUnique({ where: { code } });
    if (!task?.enabled || increment <= 0) return;
    const dayText = dayIn(activityConfig().timeZone);
    const day = dayAsDate(dayText);
    const [row] = await tx.$queryRaw<{ value: number; completed_at: Date | null }[]>`
      INSERT INTO "activity"."task_progress" ("user_id", "task_id", "day", "value") VALUES (${userId}, ${task.id}, ${day}::date, ${increment})
      ON CONFLICT ("user_id", "task_id", "day") DO UPDATE SET "value" = "task_progress"."value" + EXCLUDED."value"
      RETURNING "value", "completed_at"`;
    if (row.completed_at || row.value < task.target) return;
    await tx.taskProgress.update({ where: { userId_taskId_day: { userId, taskId: task.id, day } }, data: { completedAt: new Date() } });
    await this.rewards.pay(userId, task.reward, 'task', `task:${userId}:${task.code}:${dayText}`, task.code);
  }
}

function view(task: DailyTask, value: number, complete: boolean, lang: Lang): DailyTaskView {
  return {
    id: task.id,
    code: task.code,
    task: translate(`activity.task.${task.code}`, lang),
    img: task.img,
    lz_num: task.reward,
    is_complete: complete ? 1 : 0,
    value: Math.min(value, task.target),
    target: task.target,
  };
}
