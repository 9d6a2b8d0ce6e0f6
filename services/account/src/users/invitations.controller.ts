import { Controller } from '@nestjs/common';
import { accountContracts } from '@arena/contracts';
import { Input, PrismaService, ServedInput, Serves } from '@arena/shared';
import { UsersService } from './users.service';

@Controller()
export class InvitationsController {
  constructor(
    private readonly prisma: PrismaService,
    private readonly users: UsersService,
  ) {}

  /** For the activity service: who invited a user, when its `user.registered` event has not arrived yet. */
  @Serves(accountContracts.invitation)
  async invitation(@Input() input: ServedInput<typeof accountContracts.invitation>) {
    const user = await this.users.get(input.id);
    if (!user.invitedBy) return { inviter_id: null, share_code: null };
    const inviter = await this.prisma.user.findUnique({ where: { id: user.invitedBy }, select: { inviteCode: true } });
    return { inviter_id: user.invitedBy, share_code: inviter?.inviteCode ?? null };
  }
}
