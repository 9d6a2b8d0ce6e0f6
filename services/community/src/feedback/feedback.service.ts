import { Injectable } from '@nestjs/common';
import { Lang, Page, PrismaService } from '@arena/shared';
import { PostImages } from '../posts/post-images';

export interface FeedbackView {
  id: number;
  uid: number;
  content: string;
  images: string[];
  contact: string;
  create_time: string;
}

@Injectable()
export class FeedbackService {
  constructor(
    private readonly prisma: PrismaService,
    private readonly images: PostImages,
  ) {}

  /** Screenshots follow the posts' rule: up to 4 uploaded png/jpg of 5M at most. */
  async send(userId: number, input: { content: string; images: string[]; contact?: string }, lang: Lang): Promise<{ id: number }> {
    const images = await this.images.check(input.images, lang);
    const row = await this.prisma.communityFeedback.create({ data: { userId, content: input.content, images, contact: input.contact ?? '' }, select: { id: true } });
    return { id: row.id };
  }

  async list(page: { page: number; limit: number }): Promise<Page<FeedbackView>> {
    const [rows, total] = await Promise.all([
      this.prisma.communityFeedback.findMany({ orderBy: [{ createdAt: 'desc' }, { id: 'desc' }], skip: (page.page - 1) * page.limit, take: page.limit }),
      this.prisma.communityFeedback.count(),
    ]);
    return {
      list: rows.map((row) => ({ id: row.id, uid: row.userId, content: row.content, images: row.images, contact: row.contact, create_time: row.createdAt.toISOString() })),
      total,
      page: page.page,
      limit: page.limit,
    };
  }
}
