import { Controller, Get, Post } from '@nestjs/common';
import { AuthUser, CurrentUser, Endpoint, Input, pageOf, withMessage } from '@arena/shared';
import { z } from 'zod';
import { ModerationLog } from '../moderation/moderation-log.service';
import { SealsService } from '../seals/seals.service';
import { LogEntryOutput, LogInput, SealInput, SealOutput, UnsealInput } from './admin-moderation.schemas';

/** Administrators' view of moderation: `/api/admin/moderation/...` through the edge. */
@Controller('admin/moderation')
export class AdminModerationController {
  constructor(
    private readonly moderationLog: ModerationLog,
    private readonly seals: SealsService,
  ) {}

  @Endpoint({
    summary: 'The moderation audit log, newest first, by room and action',
    auth: 'admin',
    input: LogInput,
    output: pageOf(LogEntryOutput),
  })
  @Get('log')
  async log(@Input() input: z.output<typeof LogInput>) {
    const { rows, total } = await this.moderationLog.page({ roomId: input.room_id, action: input.action }, input);
    return {
      list: rows.map((r) => ({
        id: r.id,
        room_id: r.roomId,
        actor_id: r.actorId,
        actor_role: r.actorRole,
        action: r.action,
        target_user_id: r.targetUserId,
        detail: r.detail as Record<string, unknown>,
        created_at: r.createdAt.toISOString(),
      })),
      total,
      page: input.page,
      limit: input.limit,
    };
  }

  @Endpoint({
    summary: 'Seal a room: off the air, out of the lists, cannot start (sealingStatu event)',
    auth: 'admin',
    input: SealInput,
    output: SealOutput,
  })
  @Post('seal')
  async seal(@Input() input: z.output<typeof SealInput>, @CurrentUser() user: AuthUser) {
    return withMessage('live.sealed', await this.seals.seal(user, input.room_id, input.reason));
  }

  @Endpoint({ summary: 'Unseal a room', auth: 'admin', input: UnsealInput, output: SealOutput })
  @Post('unseal')
  async unseal(@Input() input: z.output<typeof UnsealInput>, @CurrentUser() user: AuthUser) {
    return withMessage('live.unsealed', await this.seals.unseal(user, input.room_id));
  }
}
