import { Injectable } from '@nestjs/common';
import { DailyTask, Db, Lang, translate } from '@arena/shared';
import { activityConfig } from '../activity.config';
import { dayAsDate, dayIn } from '../calendar/day';
import { RewardsService } from '../rewards/rewards.service';
import { DailyTasksRepository } from './daily-tasks.repository';
import { DailyTaskView } from './tasks.schemas';

/**
 * Daily tasks progress only from facts other services publish (see tasks.consumer.ts), never
 * from the client; completing one pays its reward through the ledger, once per user and day.
 */
@Injectable()
export class DailyTasksService {
  constructor(
    private readonly tasks: DailyTasksRepository,
    private readonly rewards: RewardsService,
  ) {}

  async today(userId: number | undefined, lang: Lang): Promise<DailyTaskView[]> {
    const tasks = await this.tasks.listEnabled();
    const day = dayAsDate(dayIn(activityConfig().timeZone));
    const progress = userId ? await this.tasks.listProgress(userId, day) : [];
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
  async advance(tx: Db, userId: number, code: string, increment: number): Promise<void> {
    const task = await this.tasks.findByCode(code, tx);
    if (!task?.enabled || increment <= 0) return;
    const dayText = dayIn(activityConfig().timeZone);
    const day = dayAsDate(dayText);
    const row = await this.tasks.addProgress(userId, task.id, day, increment, tx);
    if (row.completed_at || row.value < task.target) return;
    await this.tasks.markCompleted(userId, task.id, day, new Date(), tx);
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
