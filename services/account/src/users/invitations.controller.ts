import { Controller, Get } from '@nestjs/common';
import { Endpoint, fields, Input, PrismaService } from '@arena/shared';
import { z } from 'zod';
import { UsersService } from './users.service';

const UserInput = z.object({ id: fields.id() });

@Controller('internal/users')
export class InvitationsController {
  constructor(
    private readonly prisma: PrismaService,
    private readonly users: UsersService,
  ) {}

  /** For the activity service: who invited a user, when its `user.registered` event has not arrived yet. */
  @Endpoint({
    summary: 'Who invited a user, and with which share code (internal)',
    auth: 'internal',
    input: UserInput,
    output: z.object({ inviter_id: z.number().nullable(), share_code: z.string().nullable() }),
  })
  @Get(':id/invitation')
  async invitation(@Input() input: z.output<typeof UserInput>) {
    const user = await this.users.get(input.id);
    if (!user.invitedBy) return { inviter_id: null, share_code: null };
    const inviter = await this.prisma.user.findUnique({ where: { id: user.invitedBy }, select: { inviteCode: true } });
    return { inviter_id: user.invitedBy, share_code: inviter?.inviteCode ?? null };
  }
}
