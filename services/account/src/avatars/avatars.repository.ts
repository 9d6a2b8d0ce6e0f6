import { Injectable } from '@nestjs/common';
import { Avatar, Db, PrismaService } from '@arena/shared';

/** `account.avatars`: the seeded avatars a user may choose from. */
@Injectable()
export class AvatarsRepository {
  constructor(private readonly prisma: PrismaService) {}

  list(db: Db = this.prisma): Promise<{ id: number; url: string }[]> {
    return db.avatar.findMany({ orderBy: { sort: 'asc' }, select: { id: true, url: true } });
  }

  findByUrl(url: string, db: Db = this.prisma): Promise<Avatar | null> {
    return db.avatar.findUnique({ where: { url } });
  }

  /** The first of the set: a new account's avatar. */
  findFirst(db: Db = this.prisma): Promise<Avatar | null> {
    return db.avatar.findFirst({ orderBy: { sort: 'asc' } });
  }
}
