import { Injectable } from '@nestjs/common';
import { Lang, Page } from '@arena/shared';
import { PostImages } from '../posts/post-images';
import { FeedbackRepository } from './feedback.repository';

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
    private readonly feedback: FeedbackRepository,
    private readonly images: PostImages,
  ) {}

  /** Screenshots follow the posts' rule: up to 4 uploaded png/jpg of 5M at most. */
  async send(
    userId: number,
    input: { content: string; images: string[]; contact?: string },
    lang: Lang,
  ): Promise<{ id: number }> {
    const images = await this.images.check(input.images, lang);
    const id = await this.feedback.insert({ userId, content: input.content, images, contact: input.contact ?? '' });
    return { id };
  }

  async list(page: { page: number; limit: number }): Promise<Page<FeedbackView>> {
    const [rows, total] = await Promise.all([
      this.feedback.list((page.page - 1) * page.limit, page.limit),
      this.feedback.count(),
    ]);
    return {
      list: rows.map((row) => ({
        id: row.id,
        uid: row.userId,
        content: row.content,
        images: row.images,
        contact: row.contact,
        create_time: row.createdAt.toISOString(),
      })),
      total,
      page: page.page,
      limit: page.limit,
    };
  }
}
