import {
  between,
  parseMediaPlaylist,
  pickOne,
  PrismaClient,
  segmentsCovering,
  seededRandom,
  totalSeconds,
  vodPlaylist,
} from '@arena/shared';
import { copyFile, mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { CATEGORY_OF_ROOM_TYPE } from '../replays/room-type-category';
import { videoConfig } from '../video.config';
import { seedAudience, VideoSeedUser } from './audience.seed';
import { ensureRecordingLoop, posterName } from './clip-library';
import { SEEDED_CLIP_TITLES, SEEDED_DANMAKU } from './seed-texts';

/** A room of the live seed, as its replay needs it. */
export interface VideoSeedRoom {
  id: number;
  streamerId: number;
  /** The /anchor room type (1 football ... 6 other). */
  type: number;
  cover: string;
  /** Its latest finished broadcast, if any: that one gets a replay. */
  lastBroadcast?: { id: number; title: string; startedAt: Date; endedAt: Date };
}

/** Which generated recording (CLIP_RECIPES' order) a room type's broadcast shows. */
const RECORDING_OF_ROOM_TYPE: Record<number, number> = { 1: 0, 2: 2, 3: 3, 4: 4, 5: 5, 6: 1 };

/** The ranges viewers clip from seeded replays (seconds into the recording): one per replay, taken in turn. */
const CLIPPED = [
  { start: 4, end: 14 },
  { start: 18, end: 30 },
];

const MINUTE_MS = 60_000;

/**
 * Idempotent: the replay of each seeded room's last broadcast (a replay video of that broadcast,
 * playing one of the library's 32 s recordings, with its chat replay and an audience), and a clip of
 * it cut as viewers cut them (whole 2 s segments copied into the clip's own folder, no re-encoding,
 * ClipCutter's playlist and poster). A broadcast with a replay already, or a replay with its seeded
 * clip, is kept; the clip's files are written again (a folder emptied since plays again).
 */
export async function seedReplays(
  prisma: PrismaClient,
  world: {
    rooms: VideoSeedRoom[];
    viewers: VideoSeedUser[];
    streamers: VideoSeedUser[];
    categories: Map<string, number>;
    /** Library folders of the recordings, in recipe order. */
    recordings: string[];
  },
): Promise<{ replays: number; clips: number }> {
  const config = videoConfig();
  const random = seededRandom(2635);
  const now = Date.now();
  let [replays, clips] = [0, 0];
  for (const room of world.rooms) {
    const broadcast = room.lastBroadcast;
    const streamer = world.streamers.find((user) => user.id === room.streamerId);
    if (!broadcast || !streamer) continue;
    const audience = [...world.viewers, ...world.streamers].filter((user) => user.id !== streamer.id);
    const recording = world.recordings[RECORDING_OF_ROOM_TYPE[room.type] ?? 1];
    const categoryId = world.categories.get(CATEGORY_OF_ROOM_TYPE[room.type] ?? 'other') as number;
    // The recording plays round after round for the broadcast's length: the replay lasts what its history says.
    const loop = await ensureRecordingLoop(
      config.libraryDir,
      recording,
      (broadcast.endedAt.getTime() - broadcast.startedAt.getTime()) / 1000,
    );
    const played = {
      url: `${config.filesUrl}/library/${recording}/${loop.playlist}`,
      storyboard: `${config.filesUrl}/library/${recording}/${loop.storyboard}`,
      durationSeconds: loop.seconds,
    };
    let replay = await prisma.video.findUnique({ where: { broadcastId: broadcast.id } });
    if (replay && replay.url === `${config.filesUrl}/library/${recording}/index.m3u8`) {
      // Seeded before replays lasted their broadcast (a single 32 s round): played in rounds, its chat spread anew.
      replay = await prisma.video.update({ where: { id: replay.id }, data: played });
      await prisma.replayLine.deleteMany({ where: { videoId: replay.id } });
      await seedChatReplay(prisma, replay.id, audience, random, loop.seconds);
    }
    if (!replay) {
      replay = await prisma.video.create({
        data: {
          userId: streamer.id,
          nickname: streamer.nickname,
          avatar: streamer.avatar,
          categoryId,
          kind: 'replay',
          title: broadcast.title,
          ...played,
          poster: room.cover,
          roomId: room.id,
          broadcastId: broadcast.id,
          createdAt: broadcast.endedAt,
        },
      });
      await seedChatReplay(prisma, replay.id, audience, random, loop.seconds);
      await seedAudience(prisma, replay.id, {
        viewers: audience,
        random,
        now,
        timeZone: config.timeZone,
        seconds: loop.seconds,
      });
      replays++;
    }
    // Found again by its replay, title and range, whatever the order the rooms come in.
    const range = CLIPPED[room.id % CLIPPED.length];
    const title = SEEDED_CLIP_TITLES[room.id % SEEDED_CLIP_TITLES.length];
    const seeded = await prisma.video.findFirst({
      where: { clipVideoId: replay.id, title, clipSource: { path: ['start'], equals: range.start } },
    });
    if (seeded?.filesDir) {
      await placeClip(config, recording, range, seeded.filesDir);
      continue;
    }
    const clip = await prisma.video.create({
      data: {
        userId: streamer.id,
        nickname: streamer.nickname,
        avatar: streamer.avatar,
        categoryId,
        kind: 'clip',
        title,
        url: '',
        durationSeconds: range.end - range.start,
        roomId: room.id,
        clipBroadcastId: broadcast.id,
        clipVideoId: replay.id,
        clippedBy: pickOne(random, audience).id,
        clipSource: { playlist: replay.url, ...range },
        createdAt: new Date(broadcast.endedAt.getTime() + between(random, 5, 90) * MINUTE_MS),
      },
    });
    const folder = `v${clip.id}`;
    const seconds = await placeClip(config, recording, range, folder);
    await seedAudience(prisma, clip.id, { viewers: audience, random, now, timeZone: config.timeZone, seconds });
    const base = `${config.filesUrl}/own/${folder}`;
    await prisma.video.update({
      where: { id: clip.id },
      data: { filesDir: folder, url: `${base}/index.m3u8`, poster: `${base}/poster.jpg`, durationSeconds: seconds },
    });
    clips++;
  }
  return { replays, clips };
}

/** Seconds between two lines of a seeded broadcast's chat: a busy room's pace, never silent for a minute. */
const CHAT_GAP_SECONDS = { least: 2, most: 40 };

/**
 * The room's chat of the broadcast, as the replay job copies it: lines at their milliseconds into the
 * recording, spread over its `seconds` (a couple of hundred over two hours).
 */
async function seedChatReplay(
  prisma: PrismaClient,
  videoId: number,
  chatters: VideoSeedUser[],
  random: () => number,
  seconds: number,
): Promise<void> {
  const lines = [];
  for (
    let atMs = between(random, 500, 3_000);
    atMs < seconds * 1000 - 500;
    atMs += between(random, CHAT_GAP_SECONDS.least, CHAT_GAP_SECONDS.most) * 1000
  ) {
    const sender = pickOne(random, chatters);
    lines.push({
      videoId,
      atMs,
      kind: 'chat',
      senderId: String(sender.id),
      nickname: sender.nickname,
      text: pickOne(random, SEEDED_DANMAKU),
    });
  }
  await prisma.replayLine.createMany({ data: lines });
}

/**
 * A clip's files in `VIDEO_DIR/<folder>`, written anew: the recording's whole segments covering the
 * range, a VOD playlist of their real durations, and the first one's poster. Answers the clip's seconds.
 */
async function placeClip(
  config: { videoDir: string; libraryDir: string },
  recording: string,
  range: { start: number; end: number },
  folder: string,
): Promise<number> {
  const source = path.join(config.libraryDir, recording);
  const playlist = path.join(source, 'index.m3u8');
  const { segments } = parseMediaPlaylist(await readFile(playlist, 'utf8'), pathToFileURL(playlist).href);
  const covering = segmentsCovering(segments, range.start, range.end);
  const dir = path.join(config.videoDir, folder);
  await rm(dir, { recursive: true, force: true });
  await mkdir(dir, { recursive: true });
  const files = covering.map((segment, i) => ({ name: `${i}.ts`, seconds: segment.seconds }));
  await Promise.all(covering.map((segment, i) => copyFile(fileURLToPath(segment.url), path.join(dir, files[i].name))));
  await writeFile(path.join(dir, 'index.m3u8'), vodPlaylist(files));
  await copyFile(path.join(source, posterName(segments.indexOf(covering[0]))), path.join(dir, 'poster.jpg'));
  return Math.max(1, Math.round(totalSeconds(covering)));
}
