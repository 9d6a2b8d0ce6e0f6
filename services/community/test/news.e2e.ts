import { communityStack } from '../../../test/support/stacks';
import { useStack } from '../../../test/support/use-stack';

describe('community news and banners', () => {
  const { stack } = useStack(communityStack);

  const list = (body: Record<string, unknown>, lang: string) =>
    stack.api.post('/api/Portal_post/getList2').set('lang', lang).send(body);

  it('lists several dozen seeded articles newest first, in each language, by category', async () => {
    const all = (await list({ limit: 50 }, 'en')).body.data;
    expect(all.total).toBeGreaterThanOrEqual(30);
    const times = all.list.map((a: { published_at: string }) => Date.parse(a.published_at));
    expect(times).toEqual([...times].sort((a, b) => b - a));
    for (const category of ['football', 'basketball', 'other', 'platform']) {
      const page = (await list({ category, limit: 5 }, 'vi')).body.data;
      expect({
        category,
        total: page.total > 0,
        same: page.list.every((a: { category: string }) => a.category === category),
      }).toEqual({ category, total: true, same: true });
    }
    // Other suites finish matches meanwhile, and each finished match adds its report (its cover made
    // then, a data: URL): the articles are compared by id, not by their place in the list.
    const football = (await list({ category: 'football', limit: 1 }, 'en')).body.data.list[0];
    expect(football).toMatchObject({
      match_id: expect.any(Number),
      cover: expect.stringMatching(/^(\/uploads\/community\/.+\.svg|data:image\/svg\+xml,.+)$/),
    });
    const titles = await Promise.all(
      ['zh', 'vi'].map(
        async (lang) =>
          (await stack.api.get(`/api/community/articles/info?id=${football.id}`).set('lang', lang)).body.data.title,
      ),
    );
    expect(new Set([football.title, ...titles]).size).toBe(3);
    const bad = await list({ category: 'cooking' }, 'en');
    expect(bad.body).toEqual({ code: 1, msg: expect.stringContaining('Category'), data: null });
  });

  it('reads an article: a match report names the result and its scorers, and counts the view', async () => {
    // A seeded match report, the oldest: other suites' finished matches add reports of their own meanwhile.
    const reports = (await list({ category: 'football', limit: 50 }, 'en')).body.data.list.filter(
      (article: { match_id: number | null }) => article.match_id,
    );
    const card = reports[reports.length - 1];
    const first = await stack.api.get(`/api/community/articles/info?id=${card.id}`).set('lang', 'en');
    expect(first.body).toMatchObject({
      code: 0,
      data: { id: card.id, title: card.title, body: expect.stringContaining('After the match') },
    });
    const second = await stack.api.get(`/api/community/articles/info?id=${card.id}`).set('lang', 'zh');
    expect(second.body.data.views).toBe(first.body.data.views + 1);
    expect(second.body.data.body).toContain('赛后');
    const missing = await stack.api.get('/api/community/articles/info?id=999999').set('lang', 'vi');
    expect(missing.body).toEqual({ code: 1, msg: 'Bài viết không tồn tại', data: null });
  });

  it("serves the home page's banners in the caller's language", async () => {
    const en = (await stack.api.post('/api/Banner/getBannerList').set('lang', 'en')).body;
    expect(en.code).toBe(0);
    expect(en.data.length).toBeGreaterThanOrEqual(3);
    expect(en.data[0]).toMatchObject({
      title: expect.any(String),
      image: expect.stringMatching(/\.svg$/),
      link: expect.stringMatching(/^\//),
    });
    // By id: the news desk's suite may add and order a banner meanwhile.
    const zh = (await stack.api.post('/api/Banner/getBannerList').set('lang', 'zh')).body.data as {
      id: number;
      title: string;
    }[];
    expect(zh.find((banner) => banner.id === en.data[0].id)?.title).not.toBe(en.data[0].title);
    const image = await stack.api.get(en.data[0].image);
    expect(image.status).toBe(200);
  });
});
