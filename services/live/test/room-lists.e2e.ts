import { liveRoomGroupId } from '@arena/protocol';
import { onlineMembersKey } from '@arena/shared';
import { stackOf } from '../../../test/support/stacks';
import { useStack } from '../../../test/support/use-stack';

interface Card {
  id: number;
  type: number;
  category_id: number | null;
  is_live: 0 | 1;
  heat: number;
  online: number;
  type_name: string;
  category_name: string;
}

describe('room lists (the /anchor page)', () => {
  const harness = useStack(() => stackOf('live'));
  const { stack } = harness;

  const roomList = (query: Record<string, unknown>, lang = 'en') =>
    stack.api.get('/api/Live/getRoomList').query(query).set('lang', lang);

  it('lists the seeded rooms of every sport, live ones first, in pages without repeats', async () => {
    const seen = new Set<number>();
    const offline: number[] = [];
    let total: number | undefined;
    for (let page = 1; ; page++) {
      const { body } = await roomList({ type: 0, page, limit: 10 });
      expect(body.code).toBe(0);
      total = body.data.total;
      const list = body.data.list as Card[];
      expect(new Set(list.map((room) => room.id)).size).toBe(list.length);
      for (const room of list) seen.add(room.id);
      offline.push(...list.filter((room) => room.is_live === 0).map((room) => room.id));
      if (list.length < 10) break;
    }
    // Live rooms are ordered by heat, which the heat job moves between two page reads (other suites
    // chat in them): a live room may then show on two pages. Offline rooms (heat 0) never repeat.
    expect(new Set(offline).size).toBe(offline.length);
    expect(seen.size).toBeGreaterThan((total as number) - 5);
    expect(total).toBeGreaterThanOrEqual(36);
    // "Live first, then by heat", every sport together too: editors' picks no longer lead offline rooms in among live ones.
    const recommended = (await roomList({ type: 0, limit: 50 })).body.data.list as Card[];
    const live = recommended.filter((room) => room.is_live === 1);
    expect(live.length).toBeGreaterThan(0);
    expect(recommended.slice(0, live.length)).toEqual(live);
    for (const part of [live, recommended.slice(live.length)]) {
      expect(part.map((room) => room.heat)).toEqual([...part.map((room) => room.heat)].sort((a, b) => b - a));
    }
    for (const type of [1, 2, 3, 4, 5, 6]) {
      const { body } = await roomList({ type, limit: 60 });
      const list = body.data.list as Card[];
      expect(list.length).toBeGreaterThanOrEqual(6);
      expect(list.every((room) => room.type === type)).toBe(true);
      // Live rooms lead the list.
      const firstOffline = list.findIndex((room) => room.is_live === 0);
      expect(firstOffline === -1 || list.slice(firstOffline).every((room) => room.is_live === 0)).toBe(true);
    }
  });

  it("filters type 3 by a custom category, named in the caller's language", async () => {
    const { body } = await roomList({ type: 3, limit: 60 });
    const withCategory = (body.data.list as Card[]).find((room) => room.category_id !== null) as Card;
    expect(withCategory.type_name).toBe('Cards & esports');
    const filtered = await roomList({ type: 3, id: withCategory.category_id as number }, 'zh');
    const list = filtered.body.data.list as Card[];
    expect(list.length).toBeGreaterThanOrEqual(1);
    expect(list.every((room) => room.category_id === withCategory.category_id)).toBe(true);
    expect(list[0].type_name).toBe('棋牌电竞');
  });

  it("shows the online count the realtime gateway keeps for the room's chat group", async () => {
    const { body } = await roomList({ type: 4, limit: 1 });
    const room = (body.data.list as Card[])[0];
    const key = onlineMembersKey(liveRoomGroupId(room.id));
    await harness.stores.redis.zadd(
      key,
      Date.now() + 60_000,
      'socket-a',
      Date.now() + 60_000,
      'socket-b',
      Date.now() - 1,
      'socket-gone',
    );
    try {
      const again = await roomList({ type: 4, limit: 1 });
      expect((again.body.data.list as Card[])[0]).toMatchObject({ id: room.id, online: 2 });
    } finally {
      await harness.stores.redis.del(key);
    }
  });

  it.each([
    ['en', { type: 7 }, 'Category type'],
    ['vi', { type: 'x' }, 'Loại'],
    ['zh', { type: 1, page: 0 }, '页码'],
  ])("refuses bad input in the caller's language (%s)", async (lang, query, field) => {
    const { status, body } = await roomList(query, lang);
    expect(status).toBe(200);
    expect(body.code).toBe(1);
    expect(body.msg).toContain(field);
  });
});
