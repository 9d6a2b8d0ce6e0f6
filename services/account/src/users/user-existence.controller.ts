import { Controller, Get } from '@nestjs/common';
import { Endpoint, fields, Input, PrismaService } from '@arena/shared';
import { z } from 'zod';

const UserInput = z.object({ id: fields.id() });

/** For the realtime gateway: a private message may only go to a user that exists. */
@Controller('internal/users')
export class UserExistenceController {
  constructor(private readonly prisma: PrismaService) {}

  @Endpoint({ summary: 'Whether a user id exists (internal)', auth: 'internal', input: UserInput, output: z.object({ exists: z.boolean() }) })
  @Get(':id/exists')
  async exists(@Input() input: z.output<typeof UserInput>) {
    return { exists: (await this.prisma.user.count({ where: { id: input.id } })) === 1 };
  }
}
