import { PrismaClient } from '@arena/shared';
import { seedGoods } from './goods.seed';

/** The catalogue: five tiers, prices in whole diamonds; artwork drawn for the project under web/public/gifts. */
export const DEMO_GIFTS = [
  { code: 'clap', nameZh: '鼓掌', nameEn: 'Applause', nameVi: 'Vỗ tay', tier: 1, diamonds: 1 },
  { code: 'whistle', nameZh: '哨子', nameEn: 'Whistle', nameVi: 'Còi', tier: 1, diamonds: 5 },
  { code: 'scarf', nameZh: '球迷围巾', nameEn: 'Fan scarf', nameVi: 'Khăn cổ động', tier: 2, diamonds: 20 },
  { code: 'jersey', nameZh: '球衣', nameEn: 'Jersey', nameVi: 'Áo đấu', tier: 2, diamonds: 66 },
  { code: 'ball', nameZh: '金球', nameEn: 'Golden ball', nameVi: 'Quả bóng vàng', tier: 3, diamonds: 188 },
  { code: 'medal', nameZh: '奖牌', nameEn: 'Medal', nameVi: 'Huy chương', tier: 3, diamonds: 520 },
  { code: 'trophy', nameZh: '奖杯', nameEn: 'Trophy', nameVi: 'Cúp', tier: 4, diamonds: 1314 },
  { code: 'fireworks', nameZh: '烟花', nameEn: 'Fireworks', nameVi: 'Pháo hoa', tier: 4, diamonds: 3344 },
  {
    code: 'stadium',
    nameZh: '梦幻球场',
    nameEn: 'Dream stadium',
    nameVi: 'Sân vận động mơ ước',
    tier: 5,
    diamonds: 9999,
  },
  {
    code: 'rocket',
    nameZh: '冠军火箭',
    nameEn: 'Champion rocket',
    nameVi: 'Tên lửa vô địch',
    tier: 5,
    diamonds: 28888,
  },
];

/** Paid danmaku styles: a colour and how the room draws them. */
export const DEMO_BARRAGE_STYLES = [
  {
    code: 'gold',
    nameZh: '金色弹幕',
    nameEn: 'Gold danmaku',
    nameVi: 'Bình luận vàng',
    diamonds: 10,
    color: '#f5b300',
    effect: 'float',
  },
  {
    code: 'neon',
    nameZh: '霓虹弹幕',
    nameEn: 'Neon danmaku',
    nameVi: 'Bình luận neon',
    diamonds: 30,
    color: '#20e3ff',
    effect: 'glow',
  },
  {
    code: 'headline',
    nameZh: '置顶弹幕',
    nameEn: 'Headline danmaku',
    nameVi: 'Bình luận ghim',
    diamonds: 100,
    color: '#ff4d6d',
    effect: 'top',
  },
];

/** Guard/nobility tiers, platform-wide, priced per month; each gives 30 free horn messages a month. */
export const DEMO_GUARD_TIERS = [
  {
    code: 'knight',
    nameZh: '骑士',
    nameEn: 'Knight',
    nameVi: 'Hiệp sĩ',
    level: 1,
    diamondsPerMonth: 100,
    entryEffect: 'knight',
    danmakuColor: '#7ac74f',
    hornQuota: 30,
  },
  {
    code: 'baron',
    nameZh: '男爵',
    nameEn: 'Baron',
    nameVi: 'Nam tước',
    level: 2,
    diamondsPerMonth: 500,
    entryEffect: 'baron',
    danmakuColor: '#3fa9f5',
    hornQuota: 30,
  },
  {
    code: 'viscount',
    nameZh: '子爵',
    nameEn: 'Viscount',
    nameVi: 'Tử tước',
    level: 3,
    diamondsPerMonth: 1500,
    entryEffect: 'viscount',
    danmakuColor: '#a66cff',
    hornQuota: 30,
  },
  {
    code: 'earl',
    nameZh: '伯爵',
    nameEn: 'Earl',
    nameVi: 'Bá tước',
    level: 4,
    diamondsPerMonth: 5000,
    entryEffect: 'earl',
    danmakuColor: '#ff8c1a',
    hornQuota: 30,
  },
  {
    code: 'duke',
    nameZh: '公爵',
    nameEn: 'Duke',
    nameVi: 'Công tước',
    level: 5,
    diamondsPerMonth: 15000,
    entryEffect: 'duke',
    danmakuColor: '#ffd700',
    hornQuota: 30,
  },
];

/** Gifts every seeded streamer finds in their backpack (streamers are users too: they gift each other). */
export const DEMO_BACKPACK = [
  { code: 'clap', quantity: 20 },
  { code: 'scarf', quantity: 3 },
];

/** Idempotent: gifts, styles and guard tiers are matched by code; a backpack is granted once (what was sent from it stays sent). */
export async function seedGifts(prisma: PrismaClient, userIds: readonly number[]): Promise<void> {
  const ids = new Map<string, number>();
  for (const [sort, gift] of DEMO_GIFTS.entries()) {
    const data = { ...gift, sort, image: `/gifts/${gift.code}.svg`, animation: `/gifts/${gift.code}-anim.svg` };
    const row = await prisma.gift.upsert({ where: { code: gift.code }, create: data, update: data });
    ids.set(gift.code, row.id);
  }
  for (const [sort, style] of DEMO_BARRAGE_STYLES.entries()) {
    await prisma.paidDanmakuStyle.upsert({
      where: { code: style.code },
      create: { ...style, sort },
      update: { ...style, sort },
    });
  }
  for (const tier of DEMO_GUARD_TIERS) {
    await prisma.nobilityTier.upsert({ where: { code: tier.code }, create: tier, update: tier });
  }
  await seedGoods(prisma);
  for (const userId of userIds) {
    for (const item of DEMO_BACKPACK) {
      const giftId = ids.get(item.code)!;
      await prisma.backpackGift.upsert({
        where: { userId_giftId: { userId, giftId } },
        create: { userId, giftId, quantity: item.quantity },
        update: {},
      });
    }
  }
}
