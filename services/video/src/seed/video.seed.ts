import { between, ffmpegAvailable, pickOne, PrismaClient, seededRandom } from '@arena/shared';
import { copyFile, mkdir } from 'node:fs/promises';
import path from 'node:path';
import { videoConfig } from '../video.config';
import { seedAudience, VideoSeedUser } from './audience.seed';
import { CLIP_POSTERS, CLIP_SECONDS, ensureClipLibrary, posterName } from './clip-library';
import { seedReplays, VideoSeedRoom } from './replay.seed';
import { SEEDED_CATEGORIES, SEEDED_DESCRIPTIONS, SEEDED_TITLES } from './seed-texts';

export type { VideoSeedUser } from './audience.seed';
export type { VideoSeedRoom } from './replay.seed';

const DAY_MS = 86_400_000;

/**
 * Idempotent: the categories, then (when ffmpeg is there) several dozen videos in every category,
 * made from a handful of generated clips rendered once into VIDEO_LIBRARY_DIR, each with its own
 * poster, views over the last week, comments with replies, likes and favourites from the viewers;
 * then the replay of each seeded room's last broadcast and clips cut from it (replay.seed.ts).
 * A video already seeded (same streamer and title) is left as it is.
 */
export async function seedVideo(
  prisma: PrismaClient,
  viewers: VideoSeedUser[],
  streamers: VideoSeedUser[],
  rooms: VideoSeedRoom[] = [],
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
  const rendered = await ensureClipLibrary(config.libraryDir, config.ffmpegPath);
  const clips = rendered.clips;
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
          durationSeconds: CLIP_SECONDS,
          createdAt,
        },
      });
      // Its own poster (a copy), so deleting the video deletes a file of its own.
      const folder = `v${video.id}`;
      await placePoster(config, library, index, folder);
      await seedAudience(prisma, video.id, {
        viewers: [...viewers, ...streamers].filter((user) => user.id !== author.id),
        random,
        now,
        timeZone: config.timeZone,
        seconds: CLIP_SECONDS,
      });
      await prisma.video.update({
        where: { id: video.id },
        data: { filesDir: folder, poster: `${config.filesUrl}/own/${folder}/poster.jpg` },
      });
      made++;
    }
  }
  log(`Video: ${made} demo video(s) made from ${clips.length} generated clips`);
  const replayed = await seedReplays(prisma, {
    rooms,
    viewers,
    streamers,
    categories,
    recordings: rendered.recordings,
  });
  log(`Video: ${replayed.replays} replay(s) of seeded broadcasts and ${replayed.clips} clip(s) cut from them`);
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
    path.join(config.libraryDir, library, posterName(index % CLIP_POSTERS)),
    path.join(config.videoDir, folder, 'poster.jpg'),
  );
}
