import type { GiftEventData } from '@arena/protocol';
import { describe, expect, it } from 'vitest';
import { BANNER_MS, EMPTY_STAGE, giftStage, type GiftStage, MAX_BANNERS, SPOTLIGHT_MS } from './gift-stage';

let sendId = 0;
const gift = (user: number, giftId: number, tier: number, count = 1): GiftEventData => ({
  send_id: ++sendId,
  user_id: user,
  user_nickname: `fan${user}`,
  avatar: '',
  gift_id: giftId,
  gift_code: `g${giftId}`,
  gift_name: `Gift ${giftId}`,
  image: `/gifts/g${giftId}.svg`,
  animation: `/gifts/g${giftId}-anim.svg`,
  tier,
  count,
  diamonds: String(count),
});
const play = (events: [number, GiftEventData | null][]): GiftStage =>
  events.reduce<GiftStage>(
    (stage, [now, g]) => giftStage(stage, g ? { type: 'gift', gift: g, now } : { type: 'tick', now }),
    EMPTY_STAGE,
  );

describe('the gift stage', () => {
  it('grows one banner per sender and gift through a combo, and lets it go after the last send', () => {
    const stage = play([
      [0, gift(1, 1, 1, 10)],
      [1000, gift(1, 1, 1, 10)],
      [2000, gift(1, 1, 1, 10)],
    ]);
    expect(stage.banners).toHaveLength(1);
    expect(stage.banners[0]).toMatchObject({ total: 30, sends: 3, until: 2000 + BANNER_MS });
    expect(giftStage(stage, { type: 'tick', now: 2000 + BANNER_MS - 1 }).banners).toHaveLength(1);
    expect(giftStage(stage, { type: 'tick', now: 2000 + BANNER_MS }).banners).toHaveLength(0);
  });

  it('keeps the newest senders when more send at once than banners fit', () => {
    const stage = play([1, 2, 3, 4, 5].map((user) => [user, gift(user, 1, 1)]));
    expect(stage.banners.map((b) => b.gift.user_id)).toEqual([3, 4, 5]);
    expect(stage.banners).toHaveLength(MAX_BANNERS);
  });

  it('plays grand gifts one at a time in the order sent, small gifts never take the centre', () => {
    const rocket = gift(1, 10, 5);
    const trophy = gift(2, 7, 4);
    let stage = play([
      [0, gift(3, 1, 1)],
      [10, rocket],
      [20, trophy],
    ]);
    expect(stage.spotlight?.gift).toBe(rocket);
    expect(stage.waiting).toEqual([trophy]);
    stage = giftStage(stage, { type: 'tick', now: 10 + SPOTLIGHT_MS });
    expect(stage.spotlight?.gift).toBe(trophy);
    stage = giftStage(stage, { type: 'tick', now: 10 + 2 * SPOTLIGHT_MS });
    expect(stage.spotlight).toBeNull();
  });

  it('returns the same stage when a tick changes nothing (no re-render)', () => {
    const stage = play([[0, gift(1, 1, 1)]]);
    expect(giftStage(stage, { type: 'tick', now: 1 })).toBe(stage);
  });
});
