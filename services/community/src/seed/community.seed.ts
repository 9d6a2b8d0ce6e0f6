import { mkdir, writeFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { loadConfig, pickOne, PrismaClient, Random, seededRandom } from '@arena/shared';
import { bannerSvg, circleIconSvg, coverSvg, pictureSvg } from './art';
import { MatchResult, Names, writeMatchReport } from '../news/match-report';
import { matchReportCover } from '../news/match-report-cover';
import { columns } from '../news/article-columns';
import { seedDemoAccountPosts, seedNotifications, seedSupportAndAutoReplies } from './notifications.seed';
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
  /** The customer-service account (user/getKefuInfo). */
  support: { id: number; nickname: string; avatar: string };
  /** Streamers who answer private messages automatically, in their language. */
  autoReplies: { id: number; lang: Lang }[];
  /** README's demo accounts, in their language: a post each with the fans' comments and likes. */
  demoAccounts: Writer[];
}

const SPORTS: { key: string; names: Names; intro: Names }[] = [
  {
    key: 'football',
    names: { zh: '足球', en: 'Football', vi: 'Bóng đá' },
    intro: { zh: '聊聊绿茵场上的一切', en: 'Everything on the pitch', vi: 'Mọi chuyện trên sân cỏ' },
  },
  {
    key: 'basketball',
    names: { zh: '篮球', en: 'Basketball', vi: 'Bóng rổ' },
    intro: { zh: '篮下的故事', en: 'Stories from the court', vi: 'Chuyện trên sân bóng rổ' },
  },
  {
    key: 'tennis',
    names: { zh: '网球', en: 'Tennis', vi: 'Quần vợt' },
    intro: { zh: '发球、上网、抢七', en: 'Serves, volleys and tie-breaks', vi: 'Giao bóng, lên lưới và tie-break' },
  },
  {
    key: 'badminton',
    names: { zh: '羽毛球', en: 'Badminton', vi: 'Cầu lông' },
    intro: { zh: '网前见真章', en: 'Where the net decides', vi: 'Quyết định trên lưới' },
  },
  {
    key: 'esports',
    names: { zh: '电竞', en: 'Esports', vi: 'Thể thao điện tử' },
    intro: { zh: '屏幕前的竞技', en: 'Competition on screen', vi: 'Thi đấu trên màn hình' },
  },
  {
    key: 'other',
    names: { zh: '综合体育', en: 'More sports', vi: 'Thể thao khác' },
    intro: { zh: '其他运动都在这里', en: 'Every other sport', vi: 'Tất cả các môn khác' },
  },
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
  if ((await prisma.communityPost.count()) === 0 && input.writers.length)
    await seedPosts(prisma, input, circleIds, dir, url, now);
  if (input.writers.length) await seedDemoAccountPosts(prisma, input.demoAccounts, input.writers, now);
  await seedNotifications(prisma, input.writers, now);
  await seedSupportAndAutoReplies(prisma, input.support, input.autoReplies);
}

interface SeededCircle {
  id: number;
  kind: 'sport' | 'competition' | 'streamer';
  names: Names;
  teams: Names[];
  streamer?: CommunitySeedInput['streamers'][number];
}

async function seedCircles(
  prisma: PrismaClient,
  input: CommunitySeedInput,
  dir: string,
  url: (file: string) => string,
): Promise<SeededCircle[]> {
  const defs: {
    kind: SeededCircle['kind'];
    key: string;
    sport: string;
    names: Names;
    intro: Names;
    icon: string;
    teams: Names[];
    streamer?: SeededCircle['streamer'];
  }[] = [];
  SPORTS.forEach((sport, i) =>
    defs.push({
      kind: 'sport',
      key: sport.key,
      sport: sport.key,
      names: sport.names,
      intro: sport.intro,
      icon: circleIconSvg(sport.key, i, ''),
      teams: [],
    }),
  );
  input.competitions.forEach((c, i) => {
    const teams = [
      ...new Map(
        input.results
          .filter((r) => r.competition.names.en === c.names.en)
          .flatMap((r) => [r.home.names, r.away.names])
          .map((n) => [n.en, n]),
      ).values(),
    ];
    defs.push({
      kind: 'competition',
      key: String(c.id),
      sport: c.sport,
      names: c.names,
      intro: {
        zh: `${c.names.zh}球迷的讨论区`,
        en: `Where ${c.names.en} fans talk`,
        vi: `Nơi fan ${c.names.vi} trò chuyện`,
      },
      icon: circleIconSvg(
        '',
        i + 2,
        c.names.en
          .split(' ')
          .map((w) => w[0])
          .join('')
          .slice(0, 3),
      ),
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
  const rows = defs.map((def, sort) => ({
    ...def,
    sort,
    icon: def.kind === 'streamer' ? def.icon : url(`circle-${def.kind}-${def.key}.svg`),
  }));
  await Promise.all(
    defs
      .filter((def) => def.kind !== 'streamer')
      .map((def) => writeFile(join(dir, `circle-${def.kind}-${def.key}.svg`), def.icon)),
  );
  const column = (pick: (row: (typeof rows)[number]) => string) => rows.map(pick);
  // One statement for every circle (matched by kind and key, so a second seed updates them in place).
  const saved = await prisma.$queryRaw<{ id: number; kind: string; key: string }[]>`
    INSERT INTO community.circles (kind, key, sport, name_zh, name_en, name_vi, intro_zh, intro_en, intro_vi, icon, sort)
    SELECT * FROM unnest(${column((r) => r.kind)}::text[], ${column((r) => r.key)}::text[], ${column((r) => r.sport)}::text[],
      ${column((r) => r.names.zh.slice(0, 64))}::text[], ${column((r) => r.names.en.slice(0, 64))}::text[], ${column((r) => r.names.vi.slice(0, 64))}::text[],
      ${column((r) => r.intro.zh)}::text[], ${column((r) => r.intro.en)}::text[], ${column((r) => r.intro.vi)}::text[], ${column((r) => r.icon)}::text[],
      ${rows.map((r) => r.sort)}::int[])
    ON CONFLICT (kind, key) DO UPDATE SET sport = EXCLUDED.sport, name_zh = EXCLUDED.name_zh, name_en = EXCLUDED.name_en, name_vi = EXCLUDED.name_vi,
      intro_zh = EXCLUDED.intro_zh, intro_en = EXCLUDED.intro_en, intro_vi = EXCLUDED.intro_vi, icon = EXCLUDED.icon, sort = EXCLUDED.sort
    RETURNING id, kind, key`;
  const ids = new Map(saved.map((row) => [`${row.kind}:${row.key}`, row.id]));
  return rows.map((row) => ({
    id: ids.get(`${row.kind}:${row.key}`) as number,
    kind: row.kind,
    names: row.names,
    teams: row.teams,
    streamer: row.streamer,
  }));
}

type ArticleRow = ReturnType<typeof columns> & {
  key: string;
  category: string;
  cover: string;
  matchId: number | null;
  publishedAt: Date;
};

async function seedArticles(
  prisma: PrismaClient,
  results: MatchResult[],
  dir: string,
  url: (file: string) => string,
  now: number,
): Promise<void> {
  const rows: ArticleRow[] = [];
  for (const [n, result] of results.slice(-REPORTS).entries()) {
    const report = writeMatchReport(result);
    const file = `news-match-${result.matchId}.svg`;
    await writeFile(join(dir, file), matchReportCover(result, n));
    const finished = result.startTime.getTime() + (result.sport === 'football' ? 110 : 60) * 60_000;
    rows.push({
      key: `match-${result.matchId}`,
      category: result.sport,
      ...columns(report),
      cover: url(file),
      matchId: result.matchId,
      publishedAt: new Date(Math.min(finished, now)),
    });
  }
  for (const [n, article] of WRITTEN_ARTICLES.entries()) {
    const file = `news-${article.key}.svg`;
    await writeFile(
      join(dir, file),
      coverSvg(n + 5, {
        top: article.category === 'platform' ? 'ARENA LIVE' : 'SPORT',
        middle: article.title.en.split(/[:\s]/)[0].toUpperCase().slice(0, 10),
        bottom: '',
      }),
    );
    rows.push({
      key: article.key,
      category: article.category,
      ...columns(article),
      cover: url(file),
      matchId: null,
      publishedAt: new Date(now - article.hoursAgo * 3_600_000),
    });
  }
  const col = <K extends keyof ArticleRow>(key: K) => rows.map((row) => row[key]);
  await prisma.$executeRaw`
    INSERT INTO community.articles (key, category, title_zh, title_en, title_vi, summary_zh, summary_en, summary_vi, body_zh, body_en, body_vi, cover, match_id, published_at)
    SELECT k, c, tz, te, tv, sz, se, sv, bz, be, bv, cv, m, p AT TIME ZONE 'UTC'
    FROM unnest(${col('key')}::text[], ${col('category')}::text[], ${col('titleZh')}::text[], ${col('titleEn')}::text[], ${col('titleVi')}::text[],
      ${col('summaryZh')}::text[], ${col('summaryEn')}::text[], ${col('summaryVi')}::text[], ${col('bodyZh')}::text[], ${col('bodyEn')}::text[], ${col('bodyVi')}::text[],
      ${col('cover')}::text[], ${col('matchId')}::int[], ${rows.map((row) => row.publishedAt.toISOString())}::timestamptz[])
      AS x(k, c, tz, te, tv, sz, se, sv, bz, be, bv, cv, m, p)
    ON CONFLICT (key) DO NOTHING`;
}

async function seedBanners(prisma: PrismaClient, dir: string, url: (file: string) => string): Promise<void> {
  for (const [sort, banner] of BANNERS.entries()) {
    const file = `banner-${banner.key}.svg`;
    await writeFile(join(dir, file), bannerSvg(sort, banner.title.en, banner.sport));
    const data = {
      titleZh: banner.title.zh,
      titleEn: banner.title.en,
      titleVi: banner.title.vi,
      image: url(file),
      link: banner.link,
      sort,
    };
    await prisma.communityBanner.upsert({
      where: { key: banner.key },
      create: { key: banner.key, ...data },
      update: data,
    });
  }
}

async function seedPosts(
  prisma: PrismaClient,
  input: CommunitySeedInput,
  circles: SeededCircle[],
  dir: string,
  url: (file: string) => string,
  now: number,
): Promise<void> {
  const random = seededRandom(2026);
  const pictures: string[] = [];
  for (let n = 0; n < PICTURES; n++) pictures.push(url(`picture-${n + 1}.svg`));
  await Promise.all(pictures.map((_, n) => writeFile(join(dir, `picture-${n + 1}.svg`), pictureSvg(n))));
  const langs: Lang[] = ['zh', 'en', 'vi'];
  const topicCircles = circles.filter((c) => c.kind !== 'streamer');
  const streamerCircles = circles.filter((c) => c.kind === 'streamer');
  const posts = Array.from({ length: POST_COUNT }, (_, n) => {
    // Two posts in three are about a sport or a competition; the rest are in a streamer's fan circle, a third of those by the streamer.
    const fanCircle = n % 3 === 2 && streamerCircles.length > 0;
    const circle = fanCircle ? streamerCircles[n % streamerCircles.length] : pickOne(random, topicCircles);
    const byStreamer = fanCircle && circle.streamer && random() < 0.34;
    const writer: Writer =
      byStreamer && circle.streamer ? { ...circle.streamer, lang: langs[n % 3] } : pickOne(random, input.writers);
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
  // One INSERT ... SELECT FROM unnest(...) per table: hundreds of rows in a statement each, which
  // keeps the seed (run for several databases in CI) well under a second.
  const created = await prisma.$queryRaw<{ id: number; created_at: Date }[]>`
    INSERT INTO community.posts (circle_id, user_id, author_name, author_avatar, content, images, created_at)
    SELECT c, u, n, a, t, string_to_array(i, ' '), d AT TIME ZONE 'UTC'
    FROM unnest(${posts.map((p) => p.circleId)}::int[], ${posts.map((p) => p.userId)}::int[], ${posts.map((p) => p.authorName)}::text[],
      ${posts.map((p) => p.authorAvatar)}::text[], ${posts.map((p) => p.content)}::text[], ${posts.map((p) => p.images.join(' '))}::text[],
      ${posts.map((p) => p.createdAt.toISOString())}::timestamptz[]) AS x(c, u, n, a, t, i, d)
    RETURNING id, created_at AT TIME ZONE 'UTC' AS created_at`;
  const comments = created.flatMap((post, i) =>
    Array.from({ length: Math.floor(random() * 5) }, () =>
      comment(random, input.writers, post.id, post.created_at, now, COMMENTS, posts[i].lang),
    ),
  );
  const top = await insertComments(prisma, comments);
  const replies = top.flatMap((parent) =>
    random() < 0.3
      ? [
          {
            ...comment(random, input.writers, parent.post_id, parent.created_at, now, REPLIES),
            parentId: parent.id,
            replyToName: parent.author_name,
          },
        ]
      : [],
  );
  await insertComments(prisma, replies);
  await likes(
    prisma,
    random,
    input.writers,
    created.map((p) => p.id),
    top.map((c) => c.id),
  );
  // Each fan is in a few circles.
  const members = input.writers.flatMap((writer) =>
    Array.from({ length: 3 }, () => ({ circleId: pickOne(random, circles).id, userId: writer.id })),
  );
  await prisma.$executeRaw`INSERT INTO community.circle_members (circle_id, user_id)
    SELECT * FROM unnest(${members.map((m) => m.circleId)}::int[], ${members.map((m) => m.userId)}::int[]) ON CONFLICT DO NOTHING`;
  await recount(prisma);
}

function comment(
  random: Random,
  writers: Writer[],
  postId: number,
  after: Date,
  now: number,
  texts: Record<Lang, string[]>,
  lang?: Lang,
) {
  // Most readers answer in the post's language; some in their own.
  const writer = pickOne(random, writers);
  const language = lang && random() < 0.7 ? lang : writer.lang;
  const text = pickOne(random, texts[language]);
  const createdAt = new Date(Math.min(now - 1000, after.getTime() + Math.floor(random() * 6 * 3_600_000) + 60_000));
  return {
    postId,
    userId: writer.id,
    authorName: writer.nickname,
    authorAvatar: writer.avatar,
    content: text,
    createdAt,
    parentId: null as number | null,
    replyToName: '',
  };
}

type NewComment = ReturnType<typeof comment>;

async function insertComments(prisma: PrismaClient, rows: NewComment[]) {
  if (!rows.length) return [];
  return prisma.$queryRaw<{ id: number; post_id: number; author_name: string; created_at: Date }[]>`
    INSERT INTO community.comments (post_id, parent_id, user_id, author_name, author_avatar, reply_to_name, content, created_at)
    SELECT p, pa, u, n, a, r, t, d AT TIME ZONE 'UTC'
    FROM unnest(${rows.map((r) => r.postId)}::int[], ${rows.map((r) => r.parentId)}::int[], ${rows.map((r) => r.userId)}::int[],
      ${rows.map((r) => r.authorName)}::text[], ${rows.map((r) => r.authorAvatar)}::text[], ${rows.map((r) => r.replyToName)}::text[],
      ${rows.map((r) => r.content)}::text[], ${rows.map((r) => r.createdAt.toISOString())}::timestamptz[]) AS x(p, pa, u, n, a, r, t, d)
    RETURNING id, post_id, author_name, created_at AT TIME ZONE 'UTC' AS created_at`;
}

async function likes(
  prisma: PrismaClient,
  random: Random,
  writers: Writer[],
  postIds: number[],
  commentIds: number[],
): Promise<void> {
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
  await prisma.$executeRaw`INSERT INTO community.post_likes (post_id, user_id)
    SELECT * FROM unnest(${postLikes.map((l) => l.postId)}::int[], ${postLikes.map((l) => l.userId)}::int[]) ON CONFLICT DO NOTHING`;
  await prisma.$executeRaw`INSERT INTO community.comment_likes (comment_id, user_id)
    SELECT * FROM unnest(${commentLikes.map((l) => l.commentId)}::int[], ${commentLikes.map((l) => l.userId)}::int[]) ON CONFLICT DO NOTHING`;
}

/** The counters the API keeps as things happen, computed once for the seeded world. */
async function recount(prisma: PrismaClient): Promise<void> {
  await prisma.$executeRaw`UPDATE community.posts p SET like_count = (SELECT count(*) FROM community.post_likes l WHERE l.post_id = p.id),
    comment_count = (SELECT count(*) FROM community.comments c WHERE c.post_id = p.id)`;
  await prisma.$executeRaw`UPDATE community.comments c SET like_count = (SELECT count(*) FROM community.comment_likes l WHERE l.comment_id = c.id)`;
  await prisma.$executeRaw`UPDATE community.circles c SET post_count = (SELECT count(*) FROM community.posts p WHERE p.circle_id = c.id),
    member_count = (SELECT count(*) FROM community.circle_members m WHERE m.circle_id = c.id)`;
}
