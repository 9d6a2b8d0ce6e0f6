import { Injectable } from '@nestjs/common';
import { PrismaService } from '@arena/shared';

/** The seeded avatars a user may choose from. */
@Injectable()
export class AvatarsService {
  constructor(private readonly prisma: PrismaService) {}

  list() {
    return this.prisma.avatar.findMany({ orderBy: { sort: 'asc' }, select: { id: true, url: true } });
  }

  async isOffered(url: string): Promise<boolean> {
    return Boolean(await this.prisma.avatar.findUnique({ where: { url } }));
  }
}
