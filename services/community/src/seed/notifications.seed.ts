import { PrismaClient } from '@arena/shared';
import { EXCERPT_LENGTH } from '../notifications/notification-kinds';

type Lang = 'zh' | 'en' | 'vi';
const DAY_MS = 86_400_000;

/** Who may appear as a liker: the seeded fans (their cards, as the runtime copies them). */
export interface Liker {
  id: number;
  nickname: string;
  avatar: string;
}

/**
 * The notifications the seeded comments, replies and likes would have made, under the keys the
 * running service uses (so seeding again adds nothing): those older than two days read, the rest unread.
 */
export async function seedNotifications(prisma: PrismaClient, likers: readonly Liker[], now: number): Promise<void> {
  const readBefore = new Date(now - 2 * DAY_MS);
  const at = new Date(now);
  const excerpt = (column: string) => `left(regexp_replace(${column}, '\\s+', ' ', 'g'), ${EXCERPT_LENGTH})`;
  // A comment on someone else's post, and a reply to someone else's comment (not to the post's author twice).
  await prisma.$executeRawUnsafe(
    `INSERT INTO community.notifications (user_id, kind, key, actor_id, actor_name, actor_avatar, target_id, excerpt, read_at, created_at)
     SELECT p.user_id, 'comment', 'comment:' || c.id, c.user_id, c.author_name, c.author_avatar, p.id, ${excerpt('c.content')},
            CASE WHEN c.created_at < $1 THEN c.created_at END, c.created_at
     FROM community.comments c JOIN community.posts p ON p.id = c.post_id
     LEFT JOIN community.comments parent ON parent.id = c.parent_id
     WHERE c.user_id <> p.user_id AND (parent.id IS NULL OR parent.user_id <> p.user_id)
     UNION ALL
     SELECT parent.user_id, 'reply', 'reply:' || c.id, c.user_id, c.author_name, c.author_avatar, c.post_id, ${excerpt('c.content')},
            CASE WHEN c.created_at < $1 THEN c.created_at END, c.created_at
     FROM community.comments c JOIN community.comments parent ON parent.id = c.parent_id
     WHERE c.user_id <> parent.user_id
     ON CONFLICT (key) DO NOTHING`,
    readBefore,
  );
  // Likes: the time is spread after the post's (the seeded likes carry the time the seed ran).
  const ids = likers.map((l) => l.id);
  const names = likers.map((l) => l.nickname);
  const avatars = likers.map((l) => l.avatar);
  await prisma.$executeRawUnsafe(
    `WITH liker AS (SELECT * FROM unnest($2::int[], $3::text[], $4::text[]) AS t(id, nickname, avatar)),
     post_like AS (
       SELECT p.user_id AS owner, l.user_id AS by, p.id AS post_id, p.content,
              LEAST($5::timestamp, p.created_at + (l.user_id % 720) * interval '1 minute') AS at
       FROM community.post_likes l JOIN community.posts p ON p.id = l.post_id WHERE l.user_id <> p.user_id),
     comment_like AS (
       SELECT c.user_id AS owner, l.user_id AS by, c.id AS comment_id, c.post_id, c.content,
              LEAST($5::timestamp, c.created_at + (l.user_id % 720) * interval '1 minute') AS at
       FROM community.comment_likes l JOIN community.comments c ON c.id = l.comment_id WHERE l.user_id <> c.user_id)
     INSERT INTO community.notifications (user_id, kind, key, actor_id, actor_name, actor_avatar, target_id, excerpt, read_at, created_at)
     SELECT x.owner, 'post_like', 'post_like:' || x.post_id || ':' || x.by, x.by, liker.nickname, liker.avatar, x.post_id,
            ${excerpt('x.content')}, CASE WHEN x.at < $1 THEN x.at END, x.at
     FROM post_like x JOIN liker ON liker.id = x.by
     UNION ALL
     SELECT x.owner, 'comment_like', 'comment_like:' || x.comment_id || ':' || x.by, x.by, liker.nickname, liker.avatar, x.post_id,
            ${excerpt('x.content')}, CASE WHEN x.at < $1 THEN x.at END, x.at
     FROM comment_like x JOIN liker ON liker.id = x.by
     ON CONFLICT (key) DO NOTHING`,
    readBefore,
    ids,
    names,
    avatars,
    at,
  );
}

/** The support account's acknowledgement and a few streamers' automatic replies, each in its language. */
export const SEEDED_AUTO_REPLIES: Record<Lang, string> = {
  zh: '你好，谢谢你的私信！我正在准备直播，看到后会尽快回复你～',
  en: 'Hi, thanks for your message! I am getting the next stream ready and will answer as soon as I can.',
  vi: 'Chào bạn, cảm ơn tin nhắn! Mình đang chuẩn bị buổi phát sóng tới và sẽ trả lời sớm nhất có thể.',
};
export const SUPPORT_ACKNOWLEDGEMENT =
  '您好，客服已收到您的消息，将在服务时间（09:00-21:00，北京时间）内尽快回复。 / ' +
  'Hello, customer service has your message and will answer soon (09:00-21:00, UTC+8). / ' +
  'Xin chào, bộ phận chăm sóc khách hàng đã nhận được tin nhắn và sẽ trả lời sớm (09:00-21:00, UTC+8).';

/** The support desk and the automatic replies; a row someone changed since is left as it is. */
export async function seedSupportAndAutoReplies(
  prisma: PrismaClient,
  support: { id: number; nickname: string; avatar: string },
  streamers: readonly { id: number; lang: Lang }[],
): Promise<void> {
  await prisma.communitySupportDesk.upsert({
    where: { id: 1 },
    create: { id: 1, userId: support.id, name: support.nickname, avatar: support.avatar },
    update: { userId: support.id, name: support.nickname, avatar: support.avatar },
  });
  await prisma.communityAutoReply.createMany({
    data: [
      { userId: support.id, enabled: true, content: SUPPORT_ACKNOWLEDGEMENT },
      ...streamers.map((s) => ({ userId: s.id, enabled: true, content: SEEDED_AUTO_REPLIES[s.lang] })),
    ],
    skipDuplicates: true,
  });
}

const DEMO_POSTS: Record<Lang, { post: string; comments: string[] }> = {
  zh: {
    post: '今晚这场大家看好谁？评论区聊聊！',
    comments: ['主队稳了，主场优势太明显', '我觉得会是平局，双方都很谨慎'],
  },
  en: {
    post: 'Who are you backing tonight? Tell me below!',
    comments: ['Home side, no doubt about it', 'I smell a draw, both teams look nervous'],
  },
  vi: {
    post: 'Tối nay mọi người đặt niềm tin vào đội nào? Bình luận nhé!',
    comments: ['Đội chủ nhà chắc thắng', 'Mình đoán hòa, hai đội đều thận trọng'],
  },
};

/**
 * README's demo accounts (viewers and the first streamers) each get a post with the fans' comments
 * and likes, so logging in as one shows notifications; only for an account without posts.
 */
export async function seedDemoAccountPosts(
  prisma: PrismaClient,
  accounts: readonly { id: number; nickname: string; avatar: string; lang: Lang }[],
  fans: readonly { id: number; nickname: string; avatar: string; lang: Lang }[],
  now: number,
): Promise<void> {
  const circle = await prisma.communityCircle.findFirst({ where: { kind: 'sport' }, orderBy: { id: 'asc' } });
  if (!circle) return;
  for (const [i, account] of accounts.entries()) {
    if (await prisma.communityPost.findFirst({ where: { userId: account.id }, select: { id: true } })) continue;
    const texts = DEMO_POSTS[account.lang];
    const speakers = fans.filter((fan) => fan.lang === account.lang);
    if (speakers.length < 4) continue;
    const at = (hoursAgo: number) => new Date(now - hoursAgo * 3_600_000);
    const post = await prisma.communityPost.create({
      data: {
        circleId: circle.id,
        userId: account.id,
        authorName: account.nickname,
        authorAvatar: account.avatar,
        content: texts.post,
        createdAt: at(30 + i),
      },
    });
    await prisma.communityComment.createMany({
      data: texts.comments.map((content, k) => ({
        postId: post.id,
        userId: speakers[k].id,
        authorName: speakers[k].nickname,
        authorAvatar: speakers[k].avatar,
        content,
        createdAt: at(k === 0 ? 29 : 1),
      })),
    });
    await prisma.communityPostLike.createMany({
      data: speakers.slice(0, 4).map((fan) => ({ postId: post.id, userId: fan.id })),
      skipDuplicates: true,
    });
    await prisma.communityPost.update({
      where: { id: post.id },
      data: { commentCount: texts.comments.length, likeCount: 4 },
    });
    await prisma.communityCircle.update({ where: { id: circle.id }, data: { postCount: { increment: 1 } } });
  }
}
