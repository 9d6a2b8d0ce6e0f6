import { Injectable } from '@nestjs/common';
import { CommunityAutoReply, Db, PrismaService } from '@arena/shared';

/** `community.auto_replies`: one row per user who ever set an automatic reply. */
@Injectable()
export class AutoRepliesRepository {
  constructor(private readonly prisma: PrismaService) {}

  find(userId: number, db: Db = this.prisma): Promise<CommunityAutoReply | null> {
    return db.communityAutoReply.findUnique({ where: { userId } });
  }

  save(userId: number, enabled: boolean, content: string, db: Db = this.prisma): Promise<CommunityAutoReply> {
    return db.communityAutoReply.upsert({
      where: { userId },
      create: { userId, enabled, content },
      update: { enabled, content },
    });
  }
}
