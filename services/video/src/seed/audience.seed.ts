import { between, pickOne, PrismaClient } from '@arena/shared';
import { calendarDay } from '../views/calendar-day';
import { SEEDED_COMMENTS, SEEDED_DANMAKU, SEEDED_DANMAKU_COLORS, SEEDED_REPLIES } from './seed-texts';

export interface VideoSeedUser {
  id: number;
  nickname: string;
  avatar: string;
}

const DAY_MS = 86_400_000;

/** Views over the last 7 days, a few comments with replies, danmaku, likes and favourites from the audience (viewers and other streamers). */
export async function seedAudience(
  prisma: PrismaClient,
  videoId: number,
  audience: { viewers: VideoSeedUser[]; random: () => number; now: number; timeZone: string; seconds: number },
): Promise<void> {
  const { viewers, random, now, timeZone } = audience;
  const daily = Array.from({ length: 7 }, (_, back) => ({
    videoId,
    day: calendarDay(timeZone, new Date(now - back * DAY_MS)),
    views: between(random, 5, 400),
  }));
  await prisma.videoDailyViews.createMany({ data: daily, skipDuplicates: true });
  const views = daily.reduce((sum, d) => sum + d.views, 0) + between(random, 100, 3000);
  const fans = viewers.filter(() => random() < 0.5);
  const favouring = fans.filter(() => random() < 0.5);
  await prisma.videoLike.createMany({ data: fans.map((user) => ({ videoId, userId: user.id })), skipDuplicates: true });
  await prisma.videoFavorite.createMany({
    data: favouring.map((user) => ({ videoId, userId: user.id })),
    skipDuplicates: true,
  });
  let comments = 0;
  for (let i = between(random, 1, 4); i > 0; i--) {
    const author = pickOne(random, viewers);
    const comment = await prisma.videoComment.create({
      data: {
        videoId,
        userId: author.id,
        nickname: author.nickname,
        avatar: author.avatar,
        content: pickOne(random, SEEDED_COMMENTS),
        likes: between(random, 0, 30),
        createdAt: new Date(now - between(random, 1, 72) * 3_600_000),
      },
    });
    comments++;
    const replies = between(random, 0, 3);
    for (let r = 0; r < replies; r++) {
      const replier = pickOne(random, viewers);
      await prisma.videoComment.create({
        data: {
          videoId,
          parentId: comment.id,
          userId: replier.id,
          nickname: replier.nickname,
          avatar: replier.avatar,
          content: pickOne(random, SEEDED_REPLIES),
          createdAt: new Date(comment.createdAt.getTime() + (r + 1) * 600_000),
        },
      });
      comments++;
    }
    if (replies) await prisma.videoComment.update({ where: { id: comment.id }, data: { replies } });
  }
  await seedDanmaku(prisma, videoId, viewers, random, now, audience.seconds);
  await prisma.video.update({
    where: { id: videoId },
    data: { views, likes: fans.length, favorites: favouring.length, comments },
  });
}

/** A handful of danmaku spread over the video's `seconds`, posted by the audience over the last days. */
async function seedDanmaku(
  prisma: PrismaClient,
  videoId: number,
  viewers: VideoSeedUser[],
  random: () => number,
  now: number,
  seconds: number,
): Promise<void> {
  const lines = Array.from({ length: between(random, 4, 10) }, () => {
    const author = pickOne(random, viewers);
    const special = random() < 0.2;
    return {
      videoId,
      userId: author.id,
      nickname: author.nickname,
      text: pickOne(random, SEEDED_DANMAKU),
      atMs: between(random, 200, seconds * 1000 - 400),
      color: special ? pickOne(random, SEEDED_DANMAKU_COLORS) : '#ffffff',
      mode: special && random() < 0.5 ? 'top' : 'scroll',
      createdAt: new Date(now - between(random, 1, 96) * 3_600_000),
    };
  });
  await prisma.videoDanmaku.createMany({ data: lines });
}
