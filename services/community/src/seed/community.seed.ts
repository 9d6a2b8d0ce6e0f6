import { mkdir, writeFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { loadConfig, pickOne, PrismaClient, Random, seededRandom } from '@arena/shared';
import { bannerSvg, circleIconSvg, coverSvg, pictureSvg } from './art';
import { MatchResult, Names, writeMatchReport } from './match-report';
import { COMMENTS, POSTS, REPLIES } from './post-texts';
import { BANNERS, WRITTEN_ARTICLES } from './written-articles';

type Lang = 'zh' | 'en' | 'vi';
interface Writer {
  id: number;
  nickname: string;
  avatar: string;
  lang: Lang;
}

/** What the community's seed is given by the seeds before it (it reads no other service's tables). */
export interface CommunitySeedInput {
  /** Fans who write posts and comments, each in their own language. */
  writers: Writer[];
  /** Streamers: a fan circle each, where they post too. */
  streamers: { id: number; nickname: string; avatar: string }[];
  competitions: { id: number; sport: string; names: Names }[];
  /** Finished seeded matches, oldest first: the match reports. */
  results: MatchResult[];
}

const SPORTS: { key: string; names: Names; intro: Names }[] = [
  { key: 'football', names: { zh: '足球', en: 'Football', vi: 'Bóng đá' }, intro: { zh: '聊聊绿茵场上的一切', en: 'Everything on the pitch', vi: 'Mọi chuyện trên sân cỏ' } },
  { key: 'basketball', names: { zh: '篮球', en: 'Basketball', vi: 'Bóng rổ' }, intro: { zh: '篮下的故事', en: 'Stories from the court', vi: 'Chuyện trên sân bóng rổ' } },
  { key: 'tennis', names: { zh: '网球', en: 'Tennis', vi: 'Quần vợt' }, intro: { zh: '发球、上网、抢七', en: 'Serves, volleys and tie-breaks', vi: 'Giao bóng, lên lưới và tie-break' } },
  { key: 'badminton', names: { zh: '羽毛球', en: 'Badminton', vi: 'Cầu lông' }, intro: { zh: '网前见真章', en: 'Where the net decides', vi: 'Quyết định trên lưới' } },
  { key: 'esports', names: { zh: '电竞', en: 'Esports', vi: 'Thể thao điện tử' }, intro: { zh: '屏幕前的竞技', en: 'Competition on screen', vi: 'Thi đấu trên màn hình' } },
  { key: 'other', names: { zh: '综合体育', en: 'More sports', vi: 'Thể thao khác' }, intro: { zh: '其他运动都在这里', en: 'Every other sport', vi: 'Tất cả các môn khác' } },
];
const PICTURES = 16;
const POST_COUNT = 360;
const REPORTS = 48;
const DAY_MS = 86_400_000;

/**
 * Circles (sports, competitions, streamers' fan circles), a few hundred posts with comments, replies
 * and likes from the seeded fans in zh/en/vi, match reports written from the finished seeded matches,
 * a few written articles and the banners. Deterministic (seeded random) and idempotent: circles,
 * articles and banners are matched by key, and posts are only written into an empty community.
 */
export async function seedCommunity(prisma: PrismaClient, input: CommunitySeedInput, now = Date.now()): Promise<void> {
  const config = loadConfig();
  const dir = resolve(config.uploadsDir, 'community');
  await mkdir(dir, { recursive: true });
  const url = (file: string) => `${config.uploadsPublicPath}/community/${file}`;
  const circleIds = await seedCircles(prisma, input, dir, url);
  await seedArticles(prisma, input.results, dir, url, now);
  await seedBanners(prisma, dir, url);
  if ((await prisma.communityPost.count()) === 0 && input.writers.length) await seedPosts(prisma, input, circleIds, dir, url, now);
}

interface SeededCircle {
  id: number;
  kind: 'sport' | 'competition' | 'streamer';
  names: Names;
  teams: Names[];
  streamer?: CommunitySeedInput['streamers'][number];
}

async function seedCircles(prisma: PrismaClient, input: CommunitySeedInput, dir: string, url: (file: string) => string): Promise<SeededCircle[]> {
  const defs: { kind: SeededCircle['kind']; key: string; sport: string; names: Names; intro: Names; icon: string; teams: Names[]; streamer?: SeededCircle['streamer'] }[] = [];
  SPORTS.forEach((sport, i) => defs.push({ kind: 'sport', key: sport.key, sport: sport.key, names: sport.names, intro: sport.intro, icon: circleIconSvg(sport.key, i, ''), teams: [] }));
  input.competitions.forEach((c, i) => {
    const teams = [...new Map(input.results.filter((r) => r.competition.names.en === c.names.en).flatMap((r) => [r.home.names, r.away.names]).map((n) => [n.en, n])).values()];
    defs.push({
      kind: 'competition',
      key: String(c.id),
      sport: c.sport,
      names: c.names,
      intro: { zh: `${c.names.zh}球迷的讨论区`, en: `Where ${c.names.en} fans talk`, vi: `Nơi fan ${c.names.vi} trò chuyện` },
      icon: circleIconSvg('', i + 2, c.names.en.split(' ').map((w) => w[0]).join('').slice(0, 3)),
      teams,
    });
  });
  input.streamers.forEach((s) =>
    defs.push({
      kind: 'streamer',
      key: String(s.id),
      sport: '',
      names: { zh: `${s.nickname}的粉丝圈`, en: `${s.nickname}'s fans`, vi: `Fan của ${s.nickname}` },
      intro: { zh: `和${s.nickname}一起看球`, en: `Watch with ${s.nickname}`, vi: `Xem cùng ${s.nickname}` },
      icon: s.avatar,
      teams: [],
      streamer: s,
    }),
  );
  const circles: SeededCircle[] = [];
  for (const [sort, def] of defs.entries()) {
    let icon = def.icon;
    if (def.kind !== 'streamer') {
      const file = `circle-${def.kind}-${def.key}.svg`;
      await writeFile(join(dir, file), def.icon);
      icon = url(file);
    }
    const data = {
      sport: def.sport,
      nameZh: def.names.zh,
      nameEn: def.names.en.slice(0, 64),
      nameVi: def.names.vi.slice(0, 64),
      introZh: def.intro.zh,
      introEn: def.intro.en,
      introVi: def.intro.vi,
      icon,
      sort,
    };
    const row = await prisma.communityCircle.upsert({ where: { kind_key: { kind: def.kind, key: def.key } }, create: { kind: def.kind, key: def.key, ...data }, update: data });
    circles.push({ id: row.id, kind: def.kind, names: def.names, teams: def.teams, streamer: def.streamer });
  }
  return circles;
}

async function seedArticles(prisma: PrismaClient, results: MatchResult[], dir: string, url: (file: string) => string, now: number): Promise<void> {
  const rows = [];
  for (const [n, result] of results.slice(-REPORTS).entries()) {
    const report = writeMatchReport(result);
    const file = `news-match-${result.matchId}.svg`;
    const short = (names: Names) => names.en.split(' ').map((w) => w.slice(0, 3).toUpperCase()).join(' ');
    await writeFile(join(dir, file), coverSvg(n, { top: result.competition.names.en, middle: `${result.score.home} - ${result.score.away}`, bottom: `${short(result.home.names)}  vs  ${short(result.away.names)}` }));
    const finished = result.startTime.getTime() + (result.sport === 'football' ? 110 : 60) * 60_000;
    rows.push({ key: `match-${result.matchId}`, category: result.sport, ...columns(report), cover: url(file), matchId: result.matchId, publishedAt: new Date(Math.min(finished, now)) });
  }
  for (const [n, article] of WRITTEN_ARTICLES.entries()) {
    const file = `news-${article.key}.svg`;
    await writeFile(join(dir, file), coverSvg(n + 5, { top: article.category === 'platform' ? 'ARENA LIVE' : 'SPORT', middle: article.title.en.split(/[:\s]/)[0].toUpperCase().slice(0, 10), bottom: '' }));
    rows.push({ key: article.key, category: article.category, ...columns(article), cover: url(file), matchId: null, publishedAt: new Date(now - article.hoursAgo * 3_600_000) });
  }
  await prisma.communityArticle.createMany({ data: rows, skipDuplicates: true });
}

const columns = (a: { title: Names; summary: Names; body: Names }) => ({
  titleZh: a.title.zh.slice(0, 120),
  titleEn: a.title.en.slice(0, 120),
  titleVi: a.title.vi.slice(0, 120),
  summaryZh: a.summary.zh.slice(0, 300),
  summaryEn: a.summary.en.slice(0, 300),
  summaryVi: a.summary.vi.slice(0, 300),
  bodyZh: a.body.zh,
  bodyEn: a.body.en,
  bodyVi: a.body.vi,
});

async function seedBanners(prisma: PrismaClient, dir: string, url: (file: string) => string): Promise<void> {
  for (const [sort, banner] of BANNERS.entries()) {
    const file = `banner-${banner.key}.svg`;
    await writeFile(join(dir, file), bannerSvg(sort, banner.title.en, banner.sport));
    const data = { titleZh: banner.title.zh, titleEn: banner.title.en, titleVi: banner.title.vi, image: url(file), link: banner.link, sort };
    await prisma.communityBanner.upsert({ where: { key: banner.key }, create: { key: banner.key, ...data }, update: data });
  }
}

async function seedPosts(prisma: PrismaClient, input: CommunitySeedInput, circles: SeededCircle[], dir: string, url: (file: string) => string, now: number): Promise<void> {
  const random = seededRandom(2026);
  const pictures: string[] = [];
  for (let n = 0; n < PICTURES; n++) {
    await writeFile(join(dir, `picture-${n + 1}.svg`), pictureSvg(n));
    pictures.push(url(`picture-${n + 1}.svg`));
  }
  const langs: Lang[] = ['zh', 'en', 'vi'];
  const topicCircles = circles.filter((c) => c.kind !== 'streamer');
  const streamerCircles = circles.filter((c) => c.kind === 'streamer');
  const posts = Array.from({ length: POST_COUNT }, (_, n) => {
    // Two posts in three are about a sport or a competition; the rest are in a streamer's fan circle, a third of those by the streamer.
    const fanCircle = n % 3 === 2 && streamerCircles.length > 0;
    const circle = fanCircle ? streamerCircles[n % streamerCircles.length] : pickOne(random, topicCircles);
    const byStreamer = fanCircle && circle.streamer && random() < 0.34;
    const writer: Writer = byStreamer && circle.streamer ? { ...circle.streamer, lang: langs[n % 3] } : pickOne(random, input.writers);
    const template = pickOne(random, POSTS[fanCircle ? 'streamer' : 'topic'][writer.lang]);
    const team = circle.teams.length ? pickOne(random, circle.teams)[writer.lang] : circle.names[writer.lang];
    const imageCount = random() < 0.45 ? 1 + Math.floor(random() * 3) : 0;
    return {
      circleId: circle.id,
      userId: writer.id,
      authorName: writer.nickname,
      authorAvatar: writer.avatar,
      content: template.replaceAll('{name}', circle.names[writer.lang]).replaceAll('{team}', team),
      images: Array.from({ length: imageCount }, () => pickOne(random, pictures)),
      // Spread over the last two weeks, more of them recent.
      createdAt: new Date(now - Math.floor(Math.pow(random(), 2) * 14 * DAY_MS) - 60_000),
      lang: writer.lang,
    };
  });
  const created = await prisma.communityPost.createManyAndReturn({ data: posts.map(({ lang: _lang, ...post }) => post), select: { id: true, createdAt: true } });
  const comments = created.flatMap((post, i) =>
    Array.from({ length: Math.floor(random() * 5) }, () => comment(random, input.writers, post.id, post.createdAt, now, COMMENTS, posts[i].lang)),
  );
  const top = await prisma.communityComment.createManyAndReturn({ data: comments, select: { id: true, postId: true, authorName: true, createdAt: true } });
  const replies = top.flatMap((parent) =>
    random() < 0.3 ? [{ ...comment(random, input.writers, parent.postId, parent.createdAt, now, REPLIES), parentId: parent.id, replyToName: parent.authorName }] : [],
  );
  await prisma.communityComment.createMany({ data: replies });
  await likes(prisma, random, input.writers, created.map((p) => p.id), top.map((c) => c.id));
  // Each fan is in a few circles.
  const members = input.writers.flatMap((writer) => Array.from({ length: 3 }, () => ({ circleId: pickOne(random, circles).id, userId: writer.id })));
  await prisma.communityCircleMember.createMany({ data: members, skipDuplicates: true });
  await recount(prisma);
}

function comment(random: Random, writers: Writer[], postId: number, after: Date, now: number, texts: Record<Lang, string[]>, lang?: Lang) {
  // Most readers answer in the post's language; some in their own.
  const writer = pickOne(random, writers);
  const language = lang && random() < 0.7 ? lang : writer.lang;
  const text = pickOne(random, texts[language]);
  const createdAt = new Date(Math.min(now - 1000, after.getTime() + Math.floor(random() * 6 * 3_600_000) + 60_000));
  return { postId, userId: writer.id, authorName: writer.nickname, authorAvatar: writer.avatar, content: text, createdAt };
}

async function likes(prisma: PrismaClient, random: Random, writers: Writer[], postIds: number[], commentIds: number[]): Promise<void> {
  const postLikes = postIds.flatMap((postId) => {
    const count = Math.floor(Math.pow(random(), 3) * Math.min(30, writers.length));
    const start = Math.floor(random() * writers.length);
    return Array.from({ length: count }, (_, k) => ({ postId, userId: writers[(start + k) % writers.length].id }));
  });
  const commentLikes = commentIds.flatMap((commentId) => {
    const count = Math.floor(Math.pow(random(), 3) * Math.min(6, writers.length));
    const start = Math.floor(random() * writers.length);
    return Array.from({ length: count }, (_, k) => ({ commentId, userId: writers[(start + k) % writers.length].id }));
  });
  await prisma.communityPostLike.createMany({ data: postLikes, skipDuplicates: true });
  await prisma.communityCommentLike.createMany({ data: commentLikes, skipDuplicates: true });
}

/** The counters the API keeps as things happen, computed once for the seeded world. */
async function recount(prisma: PrismaClient): Promise<void> {
  await prisma.$executeRaw`UPDATE community.posts p SET like_count = (SELECT count(*) FROM community.post_likes l WHERE l.post_id = p.id),
    comment_count = (SELECT count(*) FROM community.comments c WHERE c.post_id = p.id)`;
  await prisma.$executeRaw`UPDATE community.comments c SET like_count = (SELECT count(*) FROM community.comment_likes l WHERE l.comment_id = c.id)`;
  await prisma.$executeRaw`UPDATE community.circles c SET post_count = (SELECT count(*) FROM community.posts p WHERE p.circle_id = c.id),
    member_count = (SELECT count(*) FROM community.circle_members m WHERE m.circle_id = c.id)`;
}
