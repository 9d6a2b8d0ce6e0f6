import type autocannon from 'autocannon';
import { Client } from 'pg';
import { Bench } from './bench';
import { load } from './load';
import { goalNote, ratioNotes } from './report';

/** The search issue's goal (#25): p99 under 50 ms through the edge with 100,000 posts indexed. */
const GOAL = { ratio: 0.05, p99Ms: 50 };
const POSTS = 100_000;
/** The seeded posts' author: the bench's own, so a later run finds its posts and adds none. */
const AUTHOR = 'bench-search';

/**
 * Sentences the posts are made of (three per post, chosen by its number): Chinese, Vietnamese with
 * its diacritics, English, about football and basketball, as fans write them.
 */
const SENTENCES = [
  '今晚梅西又进球了，世界杯决赛的感觉回来了',
  '主队后防线太松，三分钟丢两球',
  '这场篮球比赛的最后一攻太精彩',
  '裁判这个点球判罚有争议',
  '新赛季的转会窗口谁是最大赢家',
  'Trận bóng đá tối nay quá kịch tính',
  'Hàng thủ chơi quá tệ trong hiệp hai',
  'Cú sút phạt đẹp nhất mùa giải',
  'Đội khách lội ngược dòng ở phút cuối',
  'What a goal in the last minute of extra time',
  'The keeper saved two penalties tonight',
  'Three-pointers won them the fourth quarter',
  'Transfer rumours are heating up before the deadline',
];
/** What visitors type, in turn: a Chinese word, Vietnamese without accents, English, a prefix. */
const QUERIES = ['梅西', '进球', 'bong da', 'tran dau', 'goals', 'penalt', '篮球', 'keeper', 'doi khach', '转会'];

async function seedPosts(databaseUrl: string): Promise<void> {
  const db = new Client({ connectionString: databaseUrl });
  await db.connect();
  try {
    const { rows } = await db.query<{ n: number }>(
      'SELECT count(*)::int AS n FROM "community"."posts" WHERE "author_name" = $1',
      [AUTHOR],
    );
    const missing = POSTS - rows[0].n;
    if (missing > 0)
      await db.query(
        `INSERT INTO "community"."posts" ("circle_id", "user_id", "author_name", "content", "like_count", "created_at")
         SELECT (SELECT min("id") FROM "community"."circles"), 1, $1,
                (SELECT s[1 + i % $3::int] || ' ' || s[1 + (i * 7) % $3::int] || ' ' || s[1 + (i * 11) % $3::int]
                   FROM (SELECT $2::text[] AS s) AS sentences) || ' #' || i,
                i % 50, now() - make_interval(mins => i)
         FROM generate_series(1, $4::int) AS i`,
        [AUTHOR, SENTENCES, SENTENCES.length, missing],
      );
    // The index fills the posts from the community service at start (decision 048): from nothing.
    await db.query(`DELETE FROM "search"."documents" WHERE "kind" = 'post'`);
    // The shared machine's Postgres runs without autovacuum: clear what the delete left behind, as
    // autovacuum would in production, so the run does not measure a table twice its size.
    await db.query(`VACUUM "search"."documents"`);
  } finally {
    await db.end();
  }
}

/**
 * Waits until the search service's backfill has indexed every seeded post and then analysed the
 * index (IndexBackfill): read in the database, since an answer counts at most the newest
 * SEARCH_CANDIDATES matches of a kind (decision 057).
 */
async function indexed(databaseUrl: string): Promise<number> {
  const started = Date.now();
  const db = new Client({ connectionString: databaseUrl });
  await db.connect();
  try {
    for (;;) {
      const { rows } = await db.query<{ n: number; analysed: boolean }>(
        `SELECT (SELECT count(*)::int FROM "search"."documents" AS d
                   JOIN "community"."posts" AS p ON d."kind" = 'post' AND d."ref_id" = p."id"
                  WHERE p."author_name" = $1) AS n,
                coalesce((SELECT "last_analyze" FROM pg_stat_user_tables
                           WHERE "relid" = '"search"."documents_post"'::regclass) > to_timestamp($2 / 1000.0), false) AS analysed`,
        [AUTHOR, started],
      );
      if (rows[0].n >= POSTS && rows[0].analysed) return Date.now() - started;
      if (Date.now() - started > 600_000) throw new Error(`only ${rows[0].n} of ${POSTS} posts indexed in 10 minutes`);
      await new Promise((resolve) => setTimeout(resolve, 1000));
    }
  } finally {
    await db.end();
  }
}

/**
 * What visitors type when nobody typed it just before: every Latin word of the posts' sentences and
 * its prefixes of two letters or more, and every two Han characters in a row, each with every tab
 * (several thousand URLs), handed out in turn across the connections so that no two at once ask the
 * same words: neither the edge's copies nor the service's shared rankings help. What a query costs.
 */
function typedRequests(): autocannon.Request[] {
  const words = new Set<string>();
  for (const sentence of SENTENCES) {
    for (const word of sentence.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? []) {
      if (/\p{Script=Han}/u.test(word)) {
        const chars = Array.from(word);
        for (let i = 0; i + 1 < chars.length; i++) words.add(chars[i] + chars[i + 1]);
      } else for (let end = 2; end <= Math.min(word.length, 10); end++) words.add(word.slice(0, end));
    }
  }
  const tabs = ['', '&kind=post', '&kind=article', '&kind=match', '&kind=streamer', '&kind=room', '&kind=video'];
  const paths = tabs.flatMap((tab) => [...words].map((q) => `/api/search?q=${encodeURIComponent(q)}${tab}&limit=10`));
  let next = 0;
  return [{ method: 'GET', setupRequest: (request) => ({ ...request, path: paths[next++ % paths.length] }) }];
}

/**
 * `GET /api/search` through the edge and the search service over 100,000 seeded posts (three of
 * 13 sentences each, in Chinese, Vietnamese and English) and the seeded streamers, rooms, matches,
 * news and videos: visitors' queries in turn, every kind at once (ranked page and counts by kind),
 * which the edge repeats for 2 s as any visitor's browser would see them; then words as typed, which
 * neither the edge nor the service can share. Against the bare node:http baseline in the same run.
 */
export const searchBench: Bench = {
  name: 'search',
  description:
    'GET /api/search via edge + search over 100,000 posts vs a bare node:http JSON server (goal p99 < 50 ms)',
  async run(environment) {
    const baselineUrl = await environment.startBaseline();
    await seedPosts(environment.databaseUrl);
    const { edge } = await environment.startServices(['live', 'scores', 'video', 'community', 'search', 'edge']);
    const fillMs = await indexed(environment.databaseUrl);
    const baseline = await load(
      { label: 'node:http baseline (tiny JSON)', url: baselineUrl, serverPids: [environment.baselinePid as number] },
      environment.options,
    );
    // Each query asked once first: the target measures repeated queries (the edge's copies, refreshed
    // every 2 s by one request while the others get the old copy); what a first ask costs is the next target's.
    for (const q of QUERIES) await fetch(`${edge}/api/search?q=${encodeURIComponent(q)}&limit=10`);
    const product = await load(
      {
        label: `edge -> search GET /api/search (${QUERIES.length} queries in turn, ${POSTS} posts)`,
        url: `${edge}/api/search?q=${encodeURIComponent(QUERIES[0])}`,
        requests: QUERIES.map((q) => ({ method: 'GET', path: `/api/search?q=${encodeURIComponent(q)}&limit=10` })),
        serverPids: [environment.pid('edge'), environment.pid('search')],
      },
      environment.options,
    );
    // No goal, and on a loaded machine some of these time out: then the run says so in a note
    // instead of losing the figures above.
    const typed = await load(
      {
        label: 'edge -> search, words as typed (prefixes, Han pairs; none asked twice at once)',
        url: `${edge}/api/search?q=${encodeURIComponent(QUERIES[0])}`,
        requests: typedRequests(),
        serverPids: [environment.pid('edge'), environment.pid('search')],
      },
      environment.options,
    ).catch((error: unknown) => `words as typed: ${error instanceof Error ? error.message : String(error)}`);
    return {
      results: typeof typed === 'string' ? [baseline, product] : [baseline, product, typed],
      notes: [
        `index filled from the community service at start: ${POSTS} posts in ${(fillMs / 1000).toFixed(1)} s`,
        ...ratioNotes(baseline, product),
        goalNote(baseline, product, GOAL),
        ...(typeof typed === 'string' ? [typed] : []),
      ],
    };
  },
};
