import { stackOf } from '../../../test/support/stacks';
import { useStack } from '../../../test/support/use-stack';
import { DEMO_GIFTS } from '../src/seed/gifts.seed';

describe('the gift catalogue (Gift/getList)', () => {
  const { stack } = useStack(() => stackOf('gifts'));

  it("lists the seeded gifts by tier with prices, artwork and names in the caller's language", async () => {
    const en = await stack.api.post('/api/Gift/getList').set('lang', 'en');
    expect(en.body.code).toBe(0);
    const list = en.body.data as {
      code: string;
      name: string;
      tier: number;
      diamonds: number;
      image: string;
      animation: string;
    }[];
    expect(list.map((g) => g.code)).toEqual(expect.arrayContaining(DEMO_GIFTS.map((g) => g.code)));
    expect(list.map((g) => g.tier)).toEqual([...list.map((g) => g.tier)].sort((a, b) => a - b));
    const rocket = list.find((g) => g.code === 'rocket')!;
    expect(rocket).toMatchObject({
      name: 'Champion rocket',
      tier: 5,
      diamonds: 28888,
      image: '/gifts/rocket.svg',
      animation: '/gifts/rocket-anim.svg',
    });
    const vi = await stack.api.post('/api/Gift/getList').set('lang', 'vi');
    expect((vi.body.data as { code: string; name: string }[]).find((g) => g.code === 'rocket')!.name).toBe(
      'Tên lửa vô địch',
    );
    const zh = await stack.api.post('/api/Gift/getList');
    expect((zh.body.data as { code: string; name: string }[]).find((g) => g.code === 'rocket')!.name).toBe('冠军火箭');
  });
});
