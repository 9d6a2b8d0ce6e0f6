import { Controller, Post } from '@nestjs/common';
import { AppError, Endpoint, fields, Input, PrismaService } from '@arena/shared';
import { z } from 'zod';
import { ProfileCache } from '../profile/profile-cache';

const AnchorStatusInput = z.object({ id: fields.id(), is_anchor: fields.bool() });

@Controller('internal/users')
export class AnchorStatusController {
  constructor(
    private readonly prisma: PrismaService,
    private readonly profiles: ProfileCache,
  ) {}

  /** The live service makes an approved applicant a streamer (and can take it back); setting it twice changes nothing. */
  @Endpoint({
    summary: 'Grant or withdraw streamer status (internal: the live service, on an approved application)',
    auth: 'internal',
    input: AnchorStatusInput,
    output: z.object({ id: z.number().int(), is_anchor: z.union([z.literal(0), z.literal(1)]) }),
  })
  @Post(':id/anchor')
  async set(@Input() input: z.output<typeof AnchorStatusInput>) {
    const { count } = await this.prisma.user.updateMany({ where: { id: input.id }, data: { isAnchor: input.is_anchor } });
    if (count === 0) throw AppError.fail('account.user_not_found');
    await this.profiles.changed(input.id);
    return { id: input.id, is_anchor: input.is_anchor ? (1 as const) : (0 as const) };
  }
}
