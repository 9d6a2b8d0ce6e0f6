import { Controller, Get, Header } from '@nestjs/common';
import { Endpoint, PrismaService } from '@arena/shared';
import { z } from 'zod';

@Controller('avatars')
export class AvatarsController {
  constructor(private readonly prisma: PrismaService) {}

  @Endpoint({ summary: 'The avatars a user may choose (user/avatarList)', output: z.array(z.object({ id: z.number(), url: z.string() })) })
  @Get()
  // The same list for everyone, changed only by a reseed: browsers keep it a minute, the edge 10 s.
  @Header('Cache-Control', 'public, max-age=60, s-maxage=10')
  list() {
    return this.prisma.avatar.findMany({ orderBy: { sort: 'asc' }, select: { id: true, url: true } });
  }
}
