import { Injectable } from '@nestjs/common';
import { DailyTask, Db, PrismaService, TaskProgress } from '@arena/shared';

/** A user's progress on a task for a day, as the increment left it. */
export interface ProgressRow {
  value: number;
  completed_at: Date | null;
}

/** `activity.daily_tasks` and the users' progress on them per day, `activity.task_progress`. */
@Injectable()
export class DailyTasksRepository {
  constructor(private readonly prisma: PrismaService) {}

  /** The tasks offered, in the order they are shown. */
  listEnabled(db: Db = this.prisma): Promise<DailyTask[]> {
    return db.dailyTask.findMany({ where: { enabled: true }, orderBy: [{ sort: 'asc' }, { id: 'asc' }] });
  }

  findByCode(code: string, db: Db = this.prisma): Promise<DailyTask | null> {
    return db.dailyTask.findUnique({ where: { code } });
  }

  /** A user's progress on every task for a day. */
  listProgress(userId: number, day: Date, db: Db = this.prisma): Promise<TaskProgress[]> {
    return db.taskProgress.findMany({ where: { userId, day } });
  }

  /** Adds `increment` to a user's progress on a task for a day, in one statement; answers the progress as it stands. */
  async addProgress(
    userId: number,
    taskId: number,
    day: Date,
    increment: number,
    db: Db = this.prisma,
  ): Promise<ProgressRow> {
    const [row] = await db.$queryRaw<ProgressRow[]>`
      INSERT INTO "activity"."task_progress" ("user_id", "task_id", "day", "value") VALUES (${userId}, ${taskId}, ${day}::date, ${increment})
      ON CONFLICT ("user_id", "task_id", "day") DO UPDATE SET "value" = "task_progress"."value" + EXCLUDED."value"
      RETURNING "value", "completed_at"`;
    return row;
  }

  async markCompleted(
    userId: number,
    taskId: number,
    day: Date,
    completedAt: Date,
    db: Db = this.prisma,
  ): Promise<void> {
    await db.taskProgress.update({ where: { userId_taskId_day: { userId, taskId, day } }, data: { completedAt } });
  }
}
