import { DEMO_STREAMERS, SEEDED_STREAMERS } from '@arena/account';
import { runFfmpeg } from '@arena/shared';
import { existsSync } from 'node:fs';
import { rm } from 'node:fs/promises';
import path from 'node:path';
import { videoStack } from '../../../test/support/stacks';
import { useStack } from '../../../test/support/use-stack';
import { probeDuration } from '../src/replays/probe-duration';
import { seedVideo, VideoSeedRoom, VideoSeedUser } from '../src/seed/video.seed';

interface Listed {
  id: number;
  title: string;
  url: string;
  poster: string;
  duration_seconds: number;
  source: string;
  room_id: number | null;
  uid: number;
}

/**
 * The seeded world's replays and clips (the global setup seeded this database): every demo room's
 * last broadcast has a replay with its chat, and clips cut from it that play, read as the site reads
 * them through the edge; a second seed adds nothing and writes a clip's lost files again.
 */
describe('video seed: replays and clips of the seeded broadcasts', () => {
  const harness = useStack(videoStack);
  const { stack } = harness;
  const edge = () => stack.url('edge');
  const post = (url: string, body: object) => stack.api.post(url).set('lang', 'en').send(body);
  const get = (url: string, query: object) => stack.api.get(url).set('lang', 'en').query(query);

  /** The seeded streamers (in the seed's order) and their rooms as the live seed hands them over. */
  async function seededRooms(): Promise<{ rooms: VideoSeedRoom[]; streamers: VideoSeedUser[] }> {
    const prisma = harness.stores.prisma;
    const mobiles = SEEDED_STREAMERS.map((s) => s.mobile);
    const users = (await prisma.user.findMany({ where: { mobile: { in: mobiles } } })).sort(
      (a, b) => mobiles.indexOf(a.mobile) - mobiles.indexOf(b.mobile),
    );
    const rooms: VideoSeedRoom[] = [];
    for (const user of users) {
      const room = await prisma.room.findUniqueOrThrow({ where: { streamerId: user.id } });
      const last = await prisma.broadcast.findFirst({
        where: { roomId: room.id, endedAt: { not: null }, pushed: false },
        orderBy: { endedAt: 'desc' },
      });
      rooms.push({
        id: room.id,
        streamerId: user.id,
        type: room.type,
        cover: room.cover,
        lastBroadcast: last?.endedAt ? { ...last, endedAt: last.endedAt } : undefined,
      });
    }
    const streamers = users.map((user) => ({ id: user.id, nickname: user.nickname, avatar: user.avatar }));
    return { rooms, streamers };
  }

  it("gives every demo room's last broadcast a replay with its chat, and a clip of it that plays in its room, works and lists", async () => {
    const { rooms } = await seededRooms();
    expect(rooms).toHaveLength(SEEDED_STREAMERS.length);
    // The demo streamers' rooms (README's accounts), one of each room type.
    for (const room of rooms.slice(0, DEMO_STREAMERS.length)) {
      const replays = (await post('/api/Video/getList', { room_id: room.id, source: 'replay' })).body.data;
      const replay: Listed = replays.list.find((video: Listed) => video.title === room.lastBroadcast?.title);
      expect(replay).toMatchObject({ source: 'replay', uid: room.streamerId, poster: room.cover });
      // Its real length: what ffprobe measures of the playlist the player opens, through the edge.
      const seconds = await probeDuration('ffprobe', new URL(replay.url, edge()).toString());
      expect(Math.abs(seconds - replay.duration_seconds)).toBeLessThan(1);
      // As long as its broadcast's history says (the recording played round after round), and it decodes an hour in.
      const { startedAt, endedAt } = room.lastBroadcast as { startedAt: Date; endedAt: Date };
      expect(Math.abs(replay.duration_seconds - (endedAt.getTime() - startedAt.getTime()) / 1000)).toBeLessThan(60);
      if (room === rooms[0])
        await runFfmpeg(
          'ffmpeg',
          ['-v', 'error', '-protocol_whitelist', 'file,http,tcp', '-ss', '3600', '-t', '1'].concat([
            '-i',
            new URL(replay.url, edge()).toString(),
            '-f',
            'null',
            '-',
          ]),
          `replay ${replay.id} does not decode an hour in`,
        );
      const chat = (await get('/api/replay-chat', { id: replay.id })).body.data.list as { at_ms: number }[];
      expect(chat.every((line) => line.at_ms >= 0 && line.at_ms < seconds * 1000)).toBe(true);
      // Spread over the whole broadcast: never a minute without a line.
      const moments = [0, ...chat.map((line) => line.at_ms), seconds * 1000];
      expect(Math.max(...moments.slice(1).map((at, i) => at - moments[i]))).toBeLessThan(60_000);

      const clips: Listed[] = (await get('/api/clips', { room_id: room.id })).body.data.list;
      expect(clips.length).toBeGreaterThanOrEqual(1);
      const clip = clips[0];
      expect(clip).toMatchObject({ source: 'clip', room_id: room.id, uid: room.streamerId });
      const playlist = new URL(clip.url, edge()).toString();
      const measured = await probeDuration('ffprobe', playlist);
      expect(Math.abs(measured - clip.duration_seconds)).toBeLessThan(1);
      expect(measured).toBeLessThan(seconds);
      // Playable: its first second decodes, and its poster is served.
      await runFfmpeg(
        'ffmpeg',
        ['-v', 'error', '-protocol_whitelist', 'file,http,tcp', '-t', '1', '-i', playlist, '-f', 'null', '-'],
        `clip ${clip.id} does not decode`,
      );
      const poster = await fetch(new URL(clip.poster, edge()));
      expect(poster.headers.get('content-type')).toContain('image/jpeg');

      // The streamer's works hold both; the video pages' clip list finds the clip by its title.
      const works: Listed[] = (await post('/api/Video/anchorWorks', { anchor_id: room.streamerId, limit: 50 })).body
        .data.list;
      expect(works.map((video) => video.id)).toEqual(expect.arrayContaining([replay.id, clip.id]));
      const found: Listed[] = (
        await post('/api/Video/getList', { source: 'clip', keyword: clip.title.slice(0, 20), limit: 50 })
      ).body.data.list;
      expect(found.map((video) => video.id)).toContain(clip.id);
    }
  }, 120_000);

  it('seeds nothing twice, and puts back the files of a clip whose folder was emptied', async () => {
    const { rooms, streamers } = await seededRooms();
    const prisma = harness.stores.prisma;
    const roomIds = rooms.map((room) => room.id);
    const before = await prisma.video.count({ where: { roomId: { in: roomIds } } });
    const clip = await prisma.video.findFirstOrThrow({
      where: { roomId: roomIds[0], kind: 'clip', clipVideoId: { not: null }, clippedBy: { not: null } },
    });
    const folder = path.join(process.env.VIDEO_DIR as string, clip.filesDir as string);
    await rm(folder, { recursive: true });
    await seedVideo(prisma, [], streamers, rooms, () => undefined);
    expect(await prisma.video.count({ where: { roomId: { in: roomIds } } })).toBe(before);
    expect(existsSync(path.join(folder, 'index.m3u8'))).toBe(true);
    const seconds = await probeDuration('ffprobe', path.join(folder, 'index.m3u8'));
    expect(Math.abs(seconds - clip.durationSeconds)).toBeLessThan(1);
  });

  it('still succeeds when ffmpeg is missing, and says so', async () => {
    const prisma = harness.stores.prisma;
    const before = await prisma.video.count();
    const lines: string[] = [];
    process.env.FFMPEG_PATH = '/nonexistent/ffmpeg';
    try {
      await seedVideo(prisma, [], [{ id: 1, nickname: 'x', avatar: '' }], [], (line) => lines.push(line));
    } finally {
      delete process.env.FFMPEG_PATH;
    }
    expect(lines).toEqual([expect.stringContaining('ffmpeg is not installed')]);
    expect(await prisma.videoCategory.count()).toBeGreaterThanOrEqual(8);
    expect(await prisma.video.count()).toBe(before);
  });
});
