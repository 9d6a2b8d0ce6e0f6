import { Injectable } from '@nestjs/common';
import { CommunityFeedback, Db, PrismaService } from '@arena/shared';

/** `community_feedback`: what users wrote to the platform. */
@Injectable()
export class FeedbackRepository {
  constructor(private readonly prisma: PrismaService) {}

  /** Answers the new row's id. */
  async insert(
    feedback: { userId: number; content: string; images: string[]; contact: string },
    db: Db = this.prisma,
  ): Promise<number> {
    const row = await db.communityFeedback.create({ data: feedback, select: { id: true } });
    return row.id;
  }

  /** A page of it, newest first. */
  list(skip: number, take: number, db: Db = this.prisma): Promise<CommunityFeedback[]> {
    return db.communityFeedback.findMany({ orderBy: [{ createdAt: 'desc' }, { id: 'desc' }], skip, take });
  }

  count(db: Db = this.prisma): Promise<number> {
    return db.communityFeedback.count();
  }
}
