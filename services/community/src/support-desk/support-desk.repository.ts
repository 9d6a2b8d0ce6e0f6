import { Injectable } from '@nestjs/common';
import { CommunitySupportDesk, Db, PrismaService } from '@arena/shared';

/** `community.support_desk`: the one support account and its hours (seeded). */
@Injectable()
export class SupportDeskRepository {
  constructor(private readonly prisma: PrismaService) {}

  find(db: Db = this.prisma): Promise<CommunitySupportDesk | null> {
    return db.communitySupportDesk.findUnique({ where: { id: 1 } });
  }
}
