import { mkdir, writeFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { fromEnv, loadConfig, PrismaClient } from '@arena/shared';
import { RoomType } from '../rooms/room-types';
import { coverSvg } from './cover-art';
import { SCHEDULE_TITLES } from './schedule-titles';

/** Custom categories of type 3 (card and electronic games), as /anchor?type=3&id=&name= lists them. */
const GAME_CATEGORIES = [
  { nameZh: '英雄联盟', nameEn: 'League of Legends', nameVi: 'Liên Minh Huyền Thoại' },
  { nameZh: '王者荣耀', nameEn: 'Honor of Kings', nameVi: 'Vương Giả Vinh Diệu' },
  { nameZh: '反恐精英2', nameEn: 'Counter-Strike 2', nameVi: 'Counter-Strike 2' },
  { nameZh: '德州扑克', nameEn: "Texas Hold'em", nameVi: 'Poker Texas' },
  { nameZh: '中国象棋', nameEn: 'Xiangqi', nameVi: 'Cờ tướng' },
];

const TITLES: Record<RoomType, string[]> = {
  1: [
    '英超焦点战 赛前分析',
    'La Liga live watch-along',
    'Bình luận V-League trực tiếp',
    '欧冠之夜 全场解说',
    '中超第30轮 实时战术板',
    'Serie A: tactics at half time',
    '德甲周末 进球集锦',
    'Ngoại hạng Anh: nhận định',
    '足球夜话 球迷连线',
  ],
  2: [
    'NBA常规赛 湖人vs勇士',
    'CBA季后赛 实时解说',
    'NBA tonight: pick and roll breakdown',
    'Bóng rổ VBA trực tiếp',
    '篮球技术课 投篮训练',
    'EuroLeague live',
    '街球挑战赛',
  ],
  3: [
    '英雄联盟 高分段排位',
    '王者荣耀 巅峰赛冲榜',
    'CS2 Major qualifiers',
    'Poker night: high stakes',
    '象棋残局 每日一题',
    'LMHT rank cao cùng Long',
    '电竞赛事 复盘',
  ],
  4: [
    'ATP年终总决赛 解说',
    'WTA Finals live',
    'Quần vợt: Grand Slam nhận định',
    '红土赛季回顾',
    '网球技术 发球教学',
    'Davis Cup watch-along',
  ],
  5: [
    '羽毛球世锦赛 男单',
    'BWF World Tour live',
    'Cầu lông: Thùy Linh thi đấu',
    '杀球教学 直播课',
    '羽超联赛 混双',
    '业余羽球 约战',
  ],
  6: [
    'F1 巴西站 赛车频道',
    'Boxing night: title fight',
    'Thể thao tổng hợp 24h',
    '斯诺克 大师赛',
    '田径 钻石联赛',
    '马拉松 赛事直播',
  ],
};

/** The demo streamers' sports: the first six as README names them, then six of each sport. */
const FIRST_TYPES: RoomType[] = [1, 2, 1, 1, 3, 5];
const typeOf = (index: number): RoomType =>
  index < FIRST_TYPES.length
    ? FIRST_TYPES[index]
    : (((Math.floor((index - FIRST_TYPES.length) / 6) % 6) + 1) as RoomType);

const HOUR = 3_600_000;

/** A demo streamer as the account seed made it. */
export interface StreamerToSeed {
  id: number;
  nickname: string;
  avatar: string;
}

/** A seeded room as other services' seeds receive it. */
export interface SeededRoom {
  id: number;
  streamerId: number;
  type: RoomType;
  live: boolean;
  cover: string;
  /** The room's latest finished broadcast (the seed's demo history): the video seed makes its replay and clips. */
  lastBroadcast?: { id: number; title: string; startedAt: Date; endedAt: Date };
}

/**
 * Idempotent: one room per demo streamer (matched by streamer), covers rewritten, past broadcasts and
 * upcoming schedules added once. No room is left on the air without a push (earlier seeds marked
 * rooms live without video), except in the tests' fixture.
 */
export async function seedLive(prisma: PrismaClient, streamers: StreamerToSeed[]): Promise<SeededRoom[]> {
  const config = loadConfig();
  const coverDir = resolve(config.uploadsDir, 'covers');
  await mkdir(coverDir, { recursive: true });

  const categories = [];
  for (const [sort, category] of GAME_CATEGORIES.entries()) {
    const existing = await prisma.liveCategory.findFirst({ where: { type: 3, nameEn: category.nameEn } });
    categories.push(existing ?? (await prisma.liveCategory.create({ data: { type: 3, sort, ...category } })));
  }

  const fixtureLive = seedLiveWithoutVideo();
  if (!fixtureLive) await offAirWithoutVideo(prisma);
  const perType = new Map<RoomType, number>();
  const rooms: SeededRoom[] = [];
  const now = Date.now();
  for (const [index, streamer] of streamers.entries()) {
    const type = typeOf(index);
    const nth = perType.get(type) ?? 0;
    perType.set(type, nth + 1);
    const file = `${type}-${nth + 1}.svg`;
    await writeFile(join(coverDir, file), coverSvg(type, nth));
    const title = TITLES[type][nth % TITLES[type].length];
    const room = await prisma.room.upsert({
      where: { streamerId: streamer.id },
      create: {
        streamerId: streamer.id,
        streamerNickname: streamer.nickname,
        streamerAvatar: streamer.avatar,
        title,
        type,
        categoryId: type === 3 ? categories[nth % categories.length].id : null,
        cover: `${config.uploadsPublicPath}/covers/${file}`,
        placard: '',
        recommended: nth === 0,
      },
      update: {
        streamerNickname: streamer.nickname,
        streamerAvatar: streamer.avatar,
        cover: `${config.uploadsPublicPath}/covers/${file}`,
      },
    });

    // Demo history: three past broadcasts with the viewers they peaked at (a recorded figure).
    if ((await prisma.broadcast.count({ where: { roomId: room.id } })) === 0) {
      for (let day = 3; day >= 1; day--) {
        const startedAt = new Date(now - day * 24 * HOUR - (index % 5) * HOUR);
        await prisma.broadcast.create({
          data: {
            roomId: room.id,
            title,
            startedAt,
            endedAt: new Date(startedAt.getTime() + 2 * HOUR),
            peakOnline: 50 + ((index * 37 + day * 11) % 900),
          },
        });
      }
    }
    // About two rooms in three have a broadcast planned now (a match being played, a chat going on).
    // On the air means video (a push): in development the media service's demo broadcasts put
    // rooms on the air; only the tests' fixture (SEED_LIVE_WITHOUT_VIDEO) opens these broadcasts
    // as on the air without a push, so suites have full live lists without pushing 28 streams.
    // The peak, like the room's online count and heat, is measured from the viewers who come.
    const live = index % 3 !== 2;
    const last = await prisma.broadcast.findFirst({
      // A pushed broadcast has a recording of its own, which the video service makes the replay of.
      where: { roomId: room.id, endedAt: { not: null }, pushed: false },
      orderBy: { endedAt: 'desc' },
    });
    rooms.push({
      id: room.id,
      streamerId: streamer.id,
      type,
      live,
      cover: room.cover,
      lastBroadcast: last?.endedAt
        ? { id: last.id, title: last.title, startedAt: last.startedAt, endedAt: last.endedAt }
        : undefined,
    });
    if (fixtureLive && live && !room.liveSince) {
      const liveSince = new Date(now - ((index * 13) % 120) * 60_000);
      await prisma.$transaction([
        prisma.broadcast.create({ data: { roomId: room.id, title: room.title, startedAt: liveSince } }),
        prisma.room.update({ where: { id: room.id }, data: { liveSince } }),
      ]);
    }
    // The next two shows, titled as a streamer would (a database seeded before they had titles of their own gets them).
    const shows = SCHEDULE_TITLES[type][nth % SCHEDULE_TITLES[type].length];
    for (const [i, suffix] of [' · Next', ' · Later'].entries())
      await prisma.schedule.updateMany({
        where: { roomId: room.id, title: title + suffix },
        data: { title: shows[i] },
      });
    if ((await prisma.schedule.count({ where: { roomId: room.id, startsAt: { gt: new Date(now) } } })) === 0) {
      await prisma.schedule.createMany({
        data: shows.map((show, i) => ({
          roomId: room.id,
          title: show,
          startsAt: new Date(now + (i + 1) * 24 * HOUR + (index % 6) * HOUR),
        })),
      });
    }
  }
  return rooms;
}

/** Tests only (`SEED_LIVE_WITHOUT_VIDEO=1`): about two seeded rooms in three on the air without a push. */
function seedLiveWithoutVideo(): boolean {
  return fromEnv.boolean('SEED_LIVE_WITHOUT_VIDEO', false);
}

/** Ends every open broadcast no push sends video to, and takes rooms without one off the air. */
async function offAirWithoutVideo(prisma: PrismaClient): Promise<void> {
  await prisma.$transaction([
    prisma.broadcast.updateMany({ where: { endedAt: null, pushed: false }, data: { endedAt: new Date() } }),
    prisma.room.updateMany({
      where: { liveSince: { not: null }, broadcasts: { none: { endedAt: null, pushed: true } } },
      data: { liveSince: null },
    }),
  ]);
}

/** A seeded match of the scores service, as the live seed needs it. */
export interface MatchToBroadcast {
  id: number;
  sport: 'football' | 'basketball';
  startTime: Date;
  title: string;
  /** The title in each language, when the scores seed gives them: a room announces it in its own. */
  titles?: { zh: string; en: string; vi: string };
}

/** The language a demo room's title is written in: Chinese characters, Vietnamese accents, else English. */
function languageOf(title: string): 'zh' | 'en' | 'vi' {
  if (/[\u4e00-\u9fff]/.test(title)) return 'zh';
  return /[\u0300-\u036f]|đ/i.test(title.normalize('NFD')) ? 'vi' : 'en';
}

const SPORT_TYPES = { football: 1, basketball: 2 } as const;
/** A match that kicked off this recently is being played (and broadcast) now. */
const PLAYED_FOR_MS = 2 * HOUR;

/**
 * Idempotent: links demo rooms to seeded matches through schedules, as streamers do when they plan a
 * broadcast of a match. Each live football or basketball room broadcasts one of its sport's matches
 * being played now (as do about two in three of the others, whichever goes on the air), and every room
 * of the sport has the next match it will broadcast.
 */
export async function seedMatchBroadcasts(
  prisma: PrismaClient,
  matches: MatchToBroadcast[],
  now = Date.now(),
): Promise<void> {
  for (const [sport, type] of Object.entries(SPORT_TYPES)) {
    const ofSport = matches.filter((m) => m.sport === sport);
    const playing = ofSport.filter((m) => m.startTime.getTime() <= now && m.startTime.getTime() > now - PLAYED_FOR_MS);
    const coming = ofSport.filter((m) => m.startTime.getTime() > now);
    const rooms = await prisma.room.findMany({
      where: { type, sealedAt: null },
      orderBy: { id: 'asc' },
      select: { id: true, liveSince: true, title: true },
    });
    const links: { roomId: number; roomTitle: string; match: MatchToBroadcast }[] = [];
    rooms.forEach((room, i) => {
      if ((room.liveSince || i % 3 !== 2) && playing.length)
        links.push({ roomId: room.id, roomTitle: room.title, match: playing[i % playing.length] });
      if (coming.length) links.push({ roomId: room.id, roomTitle: room.title, match: coming[i % coming.length] });
    });
    for (const { roomId, roomTitle, match } of links) {
      if (await prisma.schedule.findFirst({ where: { roomId, matchId: match.id }, select: { id: true } })) continue;
      const title = match.titles?.[languageOf(roomTitle)] ?? match.title;
      await prisma.schedule.create({ data: { roomId, matchId: match.id, title, startsAt: match.startTime } });
    }
  }
}
