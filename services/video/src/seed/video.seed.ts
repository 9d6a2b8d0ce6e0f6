import { between, ffmpegAvailable, pickOne, PrismaClient, seededRandom } from '@arena/shared';
import { copyFile, mkdir } from 'node:fs/promises';
import path from 'node:path';
import { videoConfig } from '../video.config';
import { calendarDay } from '../views/calendar-day';
import { ensureClipLibrary, POSTERS } from './clip-library';
import {
  SEEDED_CATEGORIES,
  SEEDED_COMMENTS,
  SEEDED_DANMAKU,
  SEEDED_DANMAKU_COLORS,
  SEEDED_DESCRIPTIONS,
  SEEDED_REPLIES,
  SEEDED_TITLES,
} from './seed-texts';

export interface VideoSeedUser {
  id: number;
  nickname: string;
  avatar: string;
}

const DAY_MS = 86_400_000;

/**
 * Idempotent: the categories, then (when ffmpeg is there) several dozen videos in every category,
 * made from a handful of generated clips rendered once into VIDEO_LIBRARY_DIR, each with its own
 * poster, views over the last week, comments with replies, likes and favourites from the viewers.
 * A video already seeded (same streamer and title) is left as it is.
 */
export async function seedVideo(
  prisma: PrismaClient,
  viewers: VideoSeedUser[],
  streamers: VideoSeedUser[],
  log: (line: string) => void = console.log,
): Promise<void> {
  const categories = new Map<string, number>();
  for (const [sort, { clip: _clip, ...category }] of SEEDED_CATEGORIES.entries()) {
    const row = await prisma.videoCategory.upsert({
      where: { code: category.code },
      create: { ...category, sort },
      update: { ...category, sort },
    });
    categories.set(category.code, row.id);
  }
  const config = videoConfig();
  if (!(await ffmpegAvailable(config.ffmpegPath))) {
    log(
      'Video: ffmpeg is not installed, so no demo videos were made (the categories are seeded; replays need ffmpeg too)',
    );
    return;
  }
  const clips = await ensureClipLibrary(config.libraryDir, config.ffmpegPath);
  const random = seededRandom(26);
  const now = Date.now();
  let made = 0;
  let nth = 0;
  for (const { code, clip } of SEEDED_CATEGORIES) {
    for (const [index, title] of SEEDED_TITLES[code].entries()) {
      // The same streamer for the same title on every run: that pair is how a second run finds it.
      const author = streamers[nth++ % streamers.length];
      const library = clips[clip];
      const storyboard = `${config.filesUrl}/library/${library}/storyboard.vtt`;
      const seeded = await prisma.video.findFirst({
        where: { userId: author.id, title },
        select: { id: true, filesDir: true, url: true, storyboard: true },
      });
      if (seeded) {
        // Seeded before the clips had seek previews (or the clips were rendered anew): the current ones.
        if (seeded.storyboard !== storyboard && seeded.url.startsWith(`${config.filesUrl}/library/`))
          await prisma.video.update({
            where: { id: seeded.id },
            data: { storyboard, url: `${config.filesUrl}/library/${library}/index.m3u8` },
          });
        // Files live in VIDEO_DIR, the rows in the database: a database kept while the folder was
        // emptied (another checkout, a cleaned var/) gets its posters back.
        if (seeded.filesDir) await placePoster(config, library, index, seeded.filesDir);
        continue;
      }
      const createdAt = new Date(now - between(random, 1, 20) * DAY_MS - between(random, 0, DAY_MS));
      const video = await prisma.video.create({
        data: {
          userId: author.id,
          nickname: author.nickname,
          avatar: author.avatar,
          categoryId: categories.get(code) as number,
          kind: 'clip',
          title,
          description: pickOne(random, SEEDED_DESCRIPTIONS),
          url: `${config.filesUrl}/library/${library}/index.m3u8`,
          storyboard,
          durationSeconds: 8,
          createdAt,
        },
      });
      // Its own poster (a copy), so deleting the video deletes a file of its own.
      const folder = `v${video.id}`;
      await placePoster(config, library, index, folder);
      await seedAudience(
        prisma,
        video.id,
        [...viewers, ...streamers].filter((user) => user.id !== author.id),
        random,
        now,
        config.timeZone,
      );
      await prisma.video.update({
        where: { id: video.id },
        data: { filesDir: folder, poster: `${config.filesUrl}/own/${folder}/poster.jpg` },
      });
      made++;
    }
  }
  log(`Video: ${made} demo video(s) made from ${clips.length} generated clips`);
}

/** A seeded video's poster: one of its clip's posters, copied into the video's own folder. */
async function placePoster(
  config: { videoDir: string; libraryDir: string },
  library: string,
  index: number,
  folder: string,
): Promise<void> {
  await mkdir(path.join(config.videoDir, folder), { recursive: true });
  await copyFile(
    path.join(config.libraryDir, library, `poster-${index % POSTERS}.jpg`),
    path.join(config.videoDir, folder, 'poster.jpg'),
  );
}

/** Views over the last 7 days, a few comments with replies, danmaku, likes and favourites from the audience (viewers and other streamers). */
async function seedAudience(
  prisma: PrismaClient,
  videoId: number,
  viewers: VideoSeedUser[],
  random: () => number,
  now: number,
  timeZone: string,
): Promise<void> {
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
  await seedDanmaku(prisma, videoId, viewers, random, now);
  await prisma.video.update({
    where: { id: videoId },
    data: { views, likes: fans.length, favorites: favouring.length, comments },
  });
}

/** A handful of danmaku spread over the clip's 8 s, posted by the audience over the last days. */
async function seedDanmaku(
  prisma: PrismaClient,
  videoId: number,
  viewers: VideoSeedUser[],
  random: () => number,
  now: number,
): Promise<void> {
  const lines = Array.from({ length: between(random, 4, 10) }, () => {
    const author = pickOne(random, viewers);
    const special = random() < 0.2;
    return {
      videoId,
      userId: author.id,
      nickname: author.nickname,
      text: pickOne(random, SEEDED_DANMAKU),
      atMs: between(random, 200, 7600),
      color: special ? pickOne(random, SEEDED_DANMAKU_COLORS) : '#ffffff',
      mode: special && random() < 0.5 ? 'top' : 'scroll',
      createdAt: new Date(now - between(random, 1, 96) * 3_600_000),
    };
  });
  await prisma.videoDanmaku.createMany({ data: lines });
}
