import { Injectable } from '@nestjs/common';
import { accountContracts } from '@arena/contracts';
import { AppError, Db, Lang, Page, Prisma, ServiceClient, Transactions } from '@arena/shared';
import { AuditLog } from '../audit/audit-log.service';
import { CirclesRepository } from '../circles/circles.repository';
import { CommentsRepository } from '../comments/comments.repository';
import { excerptOf } from '../notifications/notification-kinds';
import { PostVideos } from '../posts/post-videos';
import { PostOwnerAndState, PostsRepository } from '../posts/posts.repository';
import { ReportsRepository } from './reports.repository';
import { QueueItemView, ReportAction, ReportReason, ReportTarget } from './reports.schemas';

/** What each kind of target may become: posts and comments are hidden or deleted, users forwarded to the ban. */
const ALLOWED: Record<ReportTarget, readonly ReportAction[]> = {
  post: ['dismiss', 'hide', 'delete'],
  comment: ['dismiss', 'hide', 'delete'],
  user: ['dismiss', 'ban'],
};
/** A report's status once acted on. */
const OUTCOME: Record<ReportAction, string> = {
  dismiss: 'dismissed',
  hide: 'hidden',
  delete: 'deleted',
  ban: 'banned',
};

type Summary = Prisma.InputJsonValue | null;

/**
 * Users report posts, comments and users; administrators see the open reports grouped by target and
 * act once for all of them (dismiss, hide, delete, or forward a user to the account ban), each action
 * written in the audit log in the same transaction.
 */
@Injectable()
export class ReportsService {
  constructor(
    private readonly reports: ReportsRepository,
    private readonly posts: PostsRepository,
    private readonly comments: CommentsRepository,
    private readonly circles: CirclesRepository,
    private readonly transactions: Transactions,
    private readonly audit: AuditLog,
    private readonly services: ServiceClient,
    private readonly videos: PostVideos,
  ) {}

  /** One open report per reporter and target; nobody reports themself or their own writing. */
  async report(
    reporterId: number,
    input: { target_kind: ReportTarget; target_id: number; reason: ReportReason; detail?: string },
    lang: Lang,
  ): Promise<{ id: number }> {
    const target = await this.target(input.target_kind, input.target_id, reporterId, lang);
    if (target.userId === reporterId) throw AppError.fail('community.report_self');
    const id = await this.reports.insertOpen({
      reporterId,
      targetKind: input.target_kind,
      targetId: input.target_id,
      targetUserId: target.userId,
      reason: input.reason,
      detail: input.detail ?? '',
      excerpt: excerptOf(target.text),
    });
    if (id === null) throw AppError.fail('community.report_duplicate');
    return { id };
  }

  async queue(kind: ReportTarget | undefined, page: { page: number; limit: number }): Promise<Page<QueueItemView>> {
    const [rows, total] = await Promise.all([
      this.reports.listOpenGroups(kind, (page.page - 1) * page.limit, page.limit),
      this.reports.countOpenGroups(kind),
    ]);
    return {
      list: rows.map((row) => ({
        target_kind: row.target_kind,
        target_id: row.target_id,
        target_uid: row.target_user_id,
        excerpt: row.excerpt,
        count: row.count,
        reasons: { spam: row.spam, abuse: row.abuse, illegal: row.illegal, other: row.other },
        details: row.details,
        last_report_time: row.last_at.toISOString(),
      })),
      total,
      page: page.page,
      limit: page.limit,
    };
  }

  /** Acts on a target's open reports, closing all of them; answers how many it closed. */
  async act(
    adminId: number,
    input: { target_kind: ReportTarget; target_id: number; action: ReportAction; reason: string },
    lang: Lang,
  ) {
    const { target_kind: kind, target_id: id, action, reason } = input;
    if (!ALLOWED[kind].includes(action)) throw AppError.fail('community.report_action_invalid', { action });
    const open = await this.reports.findOpenTarget(kind, id);
    if (!open) throw AppError.fail('community.report_not_found');
    if (action === 'ban' && open.targetUserId === adminId) throw AppError.fail('community.report_self');
    const closed = await this.transactions.run(async (tx) => {
      // Closing first takes the reports' row locks: a second administrator acting at once finds none open.
      const count = await this.reports.closeOpen(kind, id, OUTCOME[action], adminId, new Date(), tx);
      if (count === 0) throw AppError.fail('community.report_not_found');
      const { before, after } = await this.apply(kind, id, action, reason, open, tx, lang);
      await this.audit.record(
        { adminId, action: `report.${action}`, targetKind: kind, targetId: id, reason, before, after },
        tx,
      );
      return count;
    });
    return { target_kind: kind, target_id: id, action, closed };
  }

  private async apply(
    kind: ReportTarget,
    id: number,
    action: ReportAction,
    reason: string,
    open: { targetUserId: number; excerpt: string },
    tx: Db,
    lang: Lang,
  ): Promise<{ before: Summary; after: Summary }> {
    if (kind === 'user') {
      const before = { uid: id, nickname: open.excerpt };
      if (action === 'dismiss') return { before, after: before };
      // Inside the transaction: a failed ban leaves the reports open.
      await this.services.call(accountContracts.banUser, { id, reason }, { lang });
      return { before, after: { ...before, banned: true } };
    }
    const found =
      kind === 'post' ? await this.posts.findOwnerAndState(id, tx) : await this.comments.findOwnerAndState(id, tx);
    // Deleted by its author meanwhile: the reports close, with nothing left to change.
    if (!found) return { before: null, after: null };
    const before = { uid: found.userId, content: excerptOf(found.content), hidden: found.hiddenAt !== null };
    if (action === 'dismiss') return { before, after: before };
    if (action === 'hide') {
      await (kind === 'post' ? this.posts.hide(id, new Date(), tx) : this.comments.hide(id, new Date(), tx));
      return { before, after: { ...before, hidden: true } };
    }
    if (kind === 'post') {
      if (await this.posts.deleteById(id, tx)) {
        await this.circles.decrementPosts(found.circleId, tx);
        // Its video goes too, inside the transaction: a failure leaves the post and its reports as they were.
        const { videoId } = found as PostOwnerAndState;
        if (videoId) await this.videos.remove(videoId);
      }
    } else {
      const replies = await this.comments.countReplies(id, tx);
      const removed = await this.comments.deleteById(id, tx);
      if (removed) await this.posts.decrementComments(found.postId, removed + replies, tx);
    }
    return { before, after: null };
  }

  /** Who wrote the reported post or comment and what, or who the reported user is. */
  private async target(
    kind: ReportTarget,
    id: number,
    reporterId: number,
    lang: Lang,
  ): Promise<{ userId: number; text: string }> {
    if (kind === 'user') {
      const card = await this.services.call(accountContracts.userCard, { id }, { lang });
      return { userId: id, text: card.user_nickname };
    }
    const found = kind === 'post' ? await this.posts.findOwnerAndState(id) : await this.comments.findOwnerAndState(id);
    // A hidden post or comment is gone for everyone but its author.
    if (!found || (found.hiddenAt && found.userId !== reporterId))
      throw AppError.fail(kind === 'post' ? 'community.post_not_found' : 'community.comment_not_found');
    return { userId: found.userId, text: found.content };
  }
}
