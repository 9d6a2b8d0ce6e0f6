import { Injectable } from '@nestjs/common';
import { accountContracts } from '@arena/contracts';
import { AppError, Lang, ServiceClient } from '@arena/shared';
import { TextMask } from '../moderation/text-mask';
import { AutoRepliesRepository } from './auto-replies.repository';

export interface AutoReplyView {
  is_open: 0 | 1;
  content: string;
}

/**
 * A streamer's automatic reply to private messages (member/setAutoReply). The setting lives here;
 * the realtime gateway asks for it when a private message arrives (`communityContracts.autoReply`)
 * and sends it once per sender within a few hours. Only streamers set one (the account service says
 * who is); the support account's acknowledgement is seeded the same way.
 */
@Injectable()
export class AutoRepliesService {
  constructor(
    private readonly replies: AutoRepliesRepository,
    private readonly services: ServiceClient,
    private readonly textMask: TextMask,
  ) {}

  async set(userId: number, input: { is_open: boolean; content?: string }, lang: Lang): Promise<AutoReplyView> {
    const card = await this.services.call(accountContracts.userCard, { id: userId }, { lang });
    if (card.is_anchor !== 1) throw AppError.fail('community.not_streamer');
    const current = await this.replies.find(userId);
    const text = input.content ?? current?.content ?? '';
    if (input.is_open && !text) throw AppError.fail('community.auto_reply_empty');
    // Masked as danmaku is: the reply reaches people who did not choose to read it.
    const saved = await this.replies.save(userId, input.is_open, text ? await this.textMask.mask(text) : '');
    return { is_open: saved.enabled ? 1 : 0, content: saved.content };
  }

  async mine(userId: number): Promise<AutoReplyView> {
    const row = await this.replies.find(userId);
    return { is_open: row?.enabled ? 1 : 0, content: row?.content ?? '' };
  }

  /** For the realtime gateway: what to answer on this user's behalf, if anything. */
  async of(userId: number): Promise<{ enabled: boolean; content: string }> {
    const row = await this.replies.find(userId);
    return { enabled: Boolean(row?.enabled && row.content), content: row?.content ?? '' };
  }
}
