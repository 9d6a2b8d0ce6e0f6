import { registerUser, TestUser } from '../../../test/support/accounts';
import { stackOf } from '../../../test/support/stacks';
import { useStack } from '../../../test/support/use-stack';

interface Piece {
  text: string;
  hit: boolean;
}
interface Hit {
  kind: string;
  id: number;
  title: Piece[];
  snippet: Piece[];
  live: boolean;
}

const marked = (hit: Hit) => [...hit.title, ...hit.snippet].filter((p) => p.hit).map((p) => p.text);

/** Waits for the index to catch up with an event (the consumer reads within milliseconds). */
async function eventually<T>(check: () => Promise<T | undefined>, ms = 8000): Promise<T> {
  const until = Date.now() + ms;
  for (;;) {
    const value = await check();
    if (value !== undefined) return value;
    if (Date.now() > until) throw new Error('the search index did not catch up');
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/**
 * One search over every kind (decision 048): the owners' events keep the index, their contracts
 * fill it at start; Chinese by jieba's words, Vietnamese without diacritics, English by stem, the
 * last word as a prefix.
 */
describe('search (GET /api/search through the edge)', () => {
  const { stack } = useStack(() =>
    stackOf('account', 'wallet', 'realtime', 'live', 'community', 'scores', 'video', 'search'),
  );
  let author: TestUser;
  let circleId: number;
  let postId: number;

  const search = (query: Record<string, string>, lang = 'en') =>
    stack.api.get('/api/search').query(query).set('lang', lang);
  const hitsOf = async (query: Record<string, string>, lang = 'en'): Promise<Hit[]> => {
    const response = await search({ limit: '30', ...query }, lang);
    expect(response.body.code).toBe(0);
    return response.body.data.list as Hit[];
  };
  const findsPost = (q: string, id: number) =>
    eventually(async () => (await hitsOf({ q, kind: 'post' })).find((hit) => hit.id === id));

  beforeAll(async () => {
    author = await registerUser(stack);
    const circles = await stack.api.get('/api/community/circles').set('lang', 'en');
    circleId = circles.body.data.list[0].id;
    const posted = await stack.api
      .post('/api/anchor_dynamics_user/insert')
      .set('lang', 'en')
      .set('token', author.token)
      .send({
        circle_id: circleId,
        content: '赛前有人弹琵琶助兴，现场一片欢呼。Tiếng đàn tranh vang lên trước trận. A banjo before kick-off!',
      });
    expect(posted.body.code).toBe(0);
    postId = posted.body.data.id;
  });

  it('finds a new post by a Chinese word of it, with the word marked', async () => {
    const hit = await findsPost('琵琶', postId);
    expect(marked(hit)).toContain('琵琶');
    // Text pieces only: the site renders each as text, so nothing in them is markup.
    expect(hit.snippet.map((p) => p.text).join('')).toContain('赛前有人弹琵琶助兴');
  });

  it('finds Vietnamese typed without diacritics: "dan tranh" finds "đàn tranh", "bong da" finds "bóng đá"', async () => {
    const hit = await findsPost('dan tranh', postId);
    expect(marked(hit)).toEqual(expect.arrayContaining(['đàn', 'tranh']));
    // The seeded news and posts speak of football in Vietnamese.
    const football = await hitsOf({ q: 'bong da' }, 'vi');
    expect(football.length).toBeGreaterThan(0);
    for (const found of football.slice(0, 5))
      expect(marked(found).map((text) => text.toLowerCase())).toEqual(expect.arrayContaining(['bóng', 'đá']));
  });

  it('finds English by its stem: "banjos" finds "banjo", "goals" finds "goal"', async () => {
    expect(marked(await findsPost('banjos', postId))).toContain('banjo');
    const goals = await hitsOf({ q: 'goals' });
    expect(goals.some((hit) => marked(hit).some((text) => text.toLowerCase() === 'goal'))).toBe(true);
  });

  it('matches the last word as a prefix while it is typed', async () => {
    expect(marked(await findsPost('琵', postId))).toContain('琵');
    await findsPost('banj', postId);
    await findsPost('dan tra', postId);
    // Earlier words are whole words: "ban" alone is a prefix, but "ban dan" needs the word "ban".
    expect((await hitsOf({ q: 'banj tranh', kind: 'post' })).find((hit) => hit.id === postId)).toBeUndefined();
  });

  it('ranks and counts by kind: the tabs show how many of each matched', async () => {
    const response = await search({ q: 'bong da' }, 'vi');
    const { counts, total } = response.body.data;
    expect(Object.keys(counts).sort()).toEqual(['article', 'match', 'post', 'room', 'streamer', 'team', 'video']);
    expect(response.body.data.capped).toEqual([]);
    expect(total).toBe(Object.values(counts as Record<string, number>).reduce((a, b) => a + b, 0));
    const articles = await search({ q: 'bong da', kind: 'article' }, 'vi');
    expect(articles.body.data.total).toBe(counts.article);
    expect(articles.body.data.list.every((hit: Hit) => hit.kind === 'article')).toBe(true);
  });

  it('finds seeded streamers, rooms, matches and videos (filled from their owners at start)', async () => {
    const rooms = await stack.api.get('/api/Live/getRoomList').query({ type: 0, limit: 1 });
    const nickname = (rooms.body.data.list[0] as { user_nickname: string }).user_nickname;
    const streamers = await eventually(async () => {
      const hits = await hitsOf({ q: nickname.slice(0, 10), kind: 'streamer' });
      return hits.length > 0 ? hits : undefined;
    });
    expect(streamers[0].title.map((p) => p.text).join('')).toBe(nickname);
    const matches = await eventually(async () => {
      const hits = await hitsOf({ q: 'vs' }, 'en');
      return hits.some((hit) => hit.kind === 'match') ? hits : undefined;
    });
    expect(matches.some((hit) => hit.kind === 'match')).toBe(true);
  });

  it('ranks and counts at most the newest SEARCH_CANDIDATES matches of a kind, and says a kind had more', async () => {
    // A word of its own: five posts, written one after the other (newest last).
    const word = `qz${Date.now().toString(36)}`.slice(0, 10);
    const ids: number[] = [];
    for (let i = 0; i < 5; i++) {
      const posted = await stack.api
        .post('/api/anchor_dynamics_user/insert')
        .set('lang', 'en')
        .set('token', author.token)
        .send({ circle_id: circleId, content: `${word} number ${i}` });
      expect(posted.body.code).toBe(0);
      ids.push(posted.body.data.id as number);
    }
    const answer = async (query: Record<string, string>) => (await search({ q: word, ...query })).body.data;
    // By default every one of them is ranked and counted.
    const all = await eventually(async () => {
      const data = await answer({ kind: 'post', limit: '10' });
      return data.counts.post === 5 ? data : undefined;
    });
    expect(all.capped).toEqual([]);
    expect((all.list as Hit[]).map((hit) => hit.id).sort()).toEqual([...ids].sort());

    process.env.SEARCH_CANDIDATES = '3';
    try {
      // The newest three, a page at a time with nothing repeated; the tab says there are more.
      const first = await eventually(async () => {
        const data = await answer({ kind: 'post', limit: '2' });
        return data.counts.post === 3 ? data : undefined;
      });
      expect(first.capped).toEqual(['post']);
      expect(first.total).toBe(3);
      const second = await answer({ kind: 'post', limit: '2', page: '2' });
      const shown = [...first.list, ...second.list].map((hit: Hit) => hit.id);
      expect(shown.sort()).toEqual(ids.slice(2).sort());
      expect((await answer({ kind: 'post', limit: '2', page: '3' })).list).toEqual([]);
    } finally {
      delete process.env.SEARCH_CANDIDATES;
    }
  });

  it('lets the edge repeat an answer for 2 s: the same for every caller of a language', async () => {
    const response = await search({ q: 'goal' });
    expect(response.body.code).toBe(0);
    expect(response.headers['cache-control']).toBe('public, max-age=0, s-maxage=2, stale-while-revalidate=2');
  });

  it('forgets a deleted post through its event', async () => {
    const posted = await stack.api
      .post('/api/anchor_dynamics_user/insert')
      .set('lang', 'en')
      .set('token', author.token)
      .send({ circle_id: circleId, content: '唢呐一响，全场沸腾' });
    const id = posted.body.data.id as number;
    await findsPost('唢呐', id);
    const deleted = await stack.api
      .post('/api/anchor_dynamics/deletePost')
      .set('lang', 'en')
      .set('token', author.token)
      .send({ id });
    expect(deleted.body.code).toBe(0);
    await eventually(async () =>
      (await hitsOf({ q: '唢呐', kind: 'post' })).some((hit) => hit.id === id) ? undefined : true,
    );
  });

  it('names what is wrong with the input, in the caller language', async () => {
    expect((await search({ q: '' })).body).toMatchObject({ code: 1, msg: expect.stringMatching(/Search/) });
    expect((await search({})).body.code).toBe(1);
    const long = await search({ q: 'x'.repeat(11) });
    expect(long.body).toEqual({ code: 1, msg: 'Search must be at most 10 characters', data: null });
    expect((await search({ q: 'x'.repeat(11) }, 'zh')).body.msg).toMatch(/搜索内容/);
    expect((await search({ q: '!!! ???' })).body).toEqual({
      code: 1,
      msg: 'Search needs at least one letter or digit',
      data: null,
    });
    expect((await search({ q: 'goal', kind: 'planet' })).body.code).toBe(1);
    expect((await search({ q: 'goal', page: '0' })).body.code).toBe(1);
  });
});
