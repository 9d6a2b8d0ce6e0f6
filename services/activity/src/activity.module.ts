import { Module } from '@nestjs/common';
import { CoreModule, processedEventsPruning, registerMessages } from '@arena/shared';
import { ACTIVITY_MESSAGES } from './activity.messages';
import { ActivityUrlController } from './activity-url/activity-url.controller';
import { InvitationsController } from './invitations/invitations.controller';
import { InvitationsRepository } from './invitations/invitations.repository';
import { InvitationsService } from './invitations/invitations.service';
import { RewardsService } from './rewards/rewards.service';
import { SignInsController } from './sign-ins/sign-ins.controller';
import { SignInsRepository } from './sign-ins/sign-ins.repository';
import { SignInsService } from './sign-ins/sign-ins.service';
import { DailyTasksRepository } from './tasks/daily-tasks.repository';
import { DailyTasksService } from './tasks/daily-tasks.service';
import { TasksConsumer } from './tasks/tasks.consumer';
import { TasksController } from './tasks/tasks.controller';

registerMessages(ACTIVITY_MESSAGES);

@Module({
  imports: [CoreModule],
  controllers: [SignInsController, TasksController, InvitationsController, ActivityUrlController],
  providers: [
    RewardsService,
    DailyTasksRepository,
    DailyTasksService,
    SignInsRepository,
    SignInsService,
    InvitationsRepository,
    InvitationsService,
    TasksConsumer,
    processedEventsPruning('activity'),
  ],
})
export class ActivityModule {}
