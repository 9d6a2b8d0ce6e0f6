import { PrismaClient } from '@arena/shared';

/** Fan merchandise for diamonds; artwork drawn for the project under web/public/goods/<code>.svg. */
export const DEMO_GOODS = [
  {
    code: 'scarf',
    nameZh: '球迷围巾',
    nameEn: 'Fan scarf',
    nameVi: 'Khăn cổ động',
    diamonds: 300,
    stock: 200,
    perUserLimit: 5,
    descriptionZh: '针织条纹围巾，看台上的必备。',
    descriptionEn: 'A knitted striped scarf for the stands.',
    descriptionVi: 'Khăn len sọc, không thể thiếu trên khán đài.',
  },
  {
    code: 'jersey',
    nameZh: '主场球衣',
    nameEn: 'Home jersey',
    nameVi: 'Áo đấu sân nhà',
    diamonds: 1200,
    stock: 50,
    perUserLimit: 2,
    descriptionZh: '透气面料，背后印上你的号码。',
    descriptionEn: 'Breathable fabric, your number on the back.',
    descriptionVi: 'Vải thoáng khí, in số của bạn sau lưng.',
  },
  {
    code: 'ball',
    nameZh: '比赛用球',
    nameEn: 'Match ball',
    nameVi: 'Bóng thi đấu',
    diamonds: 800,
    stock: 80,
    perUserLimit: null,
    descriptionZh: '5号标准比赛用球。',
    descriptionEn: 'A size 5 match ball.',
    descriptionVi: 'Bóng thi đấu tiêu chuẩn số 5.',
  },
  {
    code: 'cap',
    nameZh: '棒球帽',
    nameEn: 'Cap',
    nameVi: 'Mũ lưỡi trai',
    diamonds: 250,
    stock: 150,
    perUserLimit: null,
    descriptionZh: '可调节帽檐，绣有频道徽标。',
    descriptionEn: 'Adjustable, with the channel badge embroidered.',
    descriptionVi: 'Điều chỉnh được, thêu huy hiệu kênh.',
  },
  {
    code: 'stickers',
    nameZh: '贴纸包',
    nameEn: 'Sticker pack',
    nameVi: 'Bộ hình dán',
    diamonds: 50,
    stock: null,
    perUserLimit: null,
    descriptionZh: '12张防水贴纸：球衣、奖杯和吉祥物。',
    descriptionEn: '12 waterproof stickers: jerseys, trophies and mascots.',
    descriptionVi: '12 hình dán chống nước: áo đấu, cúp và linh vật.',
  },
  {
    code: 'vip-card',
    nameZh: 'VIP会员卡',
    nameEn: 'VIP card',
    nameVi: 'Thẻ VIP',
    diamonds: 2000,
    stock: 20,
    perUserLimit: 1,
    descriptionZh: '限量实体会员卡，每人限兑一张。',
    descriptionEn: 'A limited physical member card, one per person.',
    descriptionVi: 'Thẻ thành viên giới hạn, mỗi người một thẻ.',
  },
  {
    code: 'mug',
    nameZh: '球迷马克杯',
    nameEn: 'Fan mug',
    nameVi: 'Cốc cổ động',
    diamonds: 180,
    stock: 100,
    perUserLimit: null,
    descriptionZh: '陶瓷马克杯，看夜场比赛的好伙伴。',
    descriptionEn: 'A ceramic mug for late kick-offs.',
    descriptionVi: 'Cốc sứ cho những trận đấu khuya.',
  },
  {
    code: 'whistle',
    nameZh: '裁判哨',
    nameEn: 'Referee whistle',
    nameVi: 'Còi trọng tài',
    diamonds: 120,
    stock: 0,
    perUserLimit: null,
    descriptionZh: '金属裁判哨，附挂绳。',
    descriptionEn: 'A metal referee whistle with a lanyard.',
    descriptionVi: 'Còi trọng tài kim loại kèm dây đeo.',
  },
];

/** Idempotent, matched by code: created once with its stock, later seeds never refill what was exchanged. */
export async function seedGoods(prisma: PrismaClient): Promise<void> {
  for (const [sort, goods] of DEMO_GOODS.entries()) {
    const { stock, ...rest } = goods;
    const data = { ...rest, sort, image: `/goods/${goods.code}.svg` };
    await prisma.goods.upsert({ where: { code: goods.code }, create: { ...data, stock }, update: data });
  }
}
