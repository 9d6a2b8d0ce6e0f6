import { Controller, Get, Post } from '@nestjs/common';
import { AuthUser, Ctx, CurrentUser, Endpoint, fields, Input, RequestContext, withMessage } from '@arena/shared';
import { z } from 'zod';
import { NotificationPageOutput, UnreadOutput } from './notifications.schemas';
import { NotificationsService } from './notifications.service';

const ListInput = z.object({ page: fields.page(), limit: fields.limit(50, 20) });
const IdInput = z.object({ id: fields.id() });

@Controller()
export class NotificationsController {
  constructor(private readonly notifications: NotificationsService) {}

  @Endpoint({
    summary: "The caller's notifications, newest first, in the caller's language, with the unread count (Push/getList)",
    auth: 'user',
    input: ListInput,
    output: NotificationPageOutput,
  })
  @Post('notifications/list')
  list(@Input() input: z.output<typeof ListInput>, @CurrentUser() user: AuthUser, @Ctx() ctx: RequestContext) {
    return this.notifications.list(user.id, input, ctx.lang);
  }

  @Endpoint({ summary: "The caller's unread notifications (the bell)", auth: 'user', output: UnreadOutput })
  @Get('community/notifications/unread')
  unread(@CurrentUser() user: AuthUser) {
    return this.notifications.unread(user.id);
  }

  @Endpoint({
    summary: "Mark one of the caller's notifications read; answers the unread count",
    auth: 'user',
    input: IdInput,
    output: UnreadOutput,
  })
  @Post('community/notifications/read')
  async read(@Input() input: z.output<typeof IdInput>, @CurrentUser() user: AuthUser) {
    return withMessage('community.marked_read', await this.notifications.markRead(user.id, input.id));
  }

  @Endpoint({ summary: "Mark all the caller's notifications read", auth: 'user', output: UnreadOutput })
  @Post('community/notifications/read-all')
  async readAll(@CurrentUser() user: AuthUser) {
    return withMessage('community.marked_read', await this.notifications.markAllRead(user.id));
  }
}
