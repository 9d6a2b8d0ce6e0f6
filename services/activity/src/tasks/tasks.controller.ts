import { Controller, Post } from '@nestjs/common';
import { AuthUser, Ctx, CurrentUser, Endpoint, RequestContext } from '@arena/shared';
import { z } from 'zod';
import { DailyTasksService } from './daily-tasks.service';
import { DailyTaskOutput } from './tasks.schemas';

@Controller('tasks')
export class TasksController {
  constructor(private readonly tasks: DailyTasksService) {}

  @Endpoint({
    summary: "Today's daily tasks with progress (Activity_Config/user_task_list)",
    auth: 'user',
    output: z.object({ daily: z.array(DailyTaskOutput) }),
  })
  @Post('daily')
  async daily(@CurrentUser() user: AuthUser, @Ctx() ctx: RequestContext) {
    return { daily: await this.tasks.today(user.id, ctx.lang) };
  }
}
