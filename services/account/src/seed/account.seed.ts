import { mkdir, writeFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { loadConfig, PrismaClient } from '@arena/shared';
import { hashPassword, verifyPassword } from '../users/passwords';
import { UsersService } from '../users/users.service';
import { avatarSvg, AVATAR_COUNT } from './avatar-art';

/** Demo accounts; their passwords are in README (development only). */
export const DEMO_VIEWERS = [
  { mobile: '13800000001', nickname: '绿茵看客', password: 'viewer123' },
  { mobile: '13800000002', nickname: 'Hoops Fan', password: 'viewer123' },
  { mobile: '0912345678', countryCode: '84', nickname: 'Minh Cổ Động', password: 'viewer123' },
];
export const DEMO_STREAMERS = [
  { mobile: '13900000001', nickname: '老K说球', password: 'anchor123', streamerExp: 12000 },
  { mobile: '13900000002', nickname: '篮板王小李', password: 'anchor123', streamerExp: 5400 },
  { mobile: '13900000003', nickname: 'Coach Ben', password: 'anchor123', streamerExp: 800 },
  { mobile: '0987654321', countryCode: '84', nickname: 'BLV Hùng', password: 'anchor123', streamerExp: 3100 },
  { mobile: '13900000005', nickname: '电竞阿杰', password: 'anchor123', streamerExp: 260 },
  { mobile: '13900000006', nickname: '网羽小周', password: 'anchor123', streamerExp: 90 },
];
/** Customer service (user/getKefuInfo): users message this account; administrators answer as it. */
export const SUPPORT_ACCOUNT = { mobile: '13800000099', nickname: 'Arena 客服', password: 'support123' };
/** More streamers so every room category has several rooms (13900000101 ... 13900000136). */
const MORE_STREAMER_NAMES = [
  '球探阿飞',
  '战术板老周',
  'Goal Line Gina',
  'BLV Quang',
  '任意球大师',
  '中场指挥官',
  '扣篮少年',
  'Paint Zone Pete',
  '三分雨',
  'BLV Tuấn Anh',
  '篮下小霸王',
  '快攻阿明',
  '牌桌老陈',
  'Esports Eva',
  '峡谷解说',
  'Gamer Long',
  '德扑小王子',
  '电竞老白',
  '底线小雨',
  'Ace Alice',
  '发球局',
  'Vợt Vàng',
  '红土之王',
  '网前截击',
  '羽坛阿杰',
  'Smash Sam',
  '杀球小林',
  'Cầu Lông Mai',
  '双打组合',
  '羽毛球老胡',
  '综合体育台',
  'Track Talk Tom',
  '拳击夜',
  'Thể Thao 24h',
  '赛车频道',
  '台球高手',
];
const MORE_STREAMERS = MORE_STREAMER_NAMES.map((nickname, i) => ({
  mobile: `139000001${String(i + 1).padStart(2, '0')}`,
  nickname,
  password: 'anchor123',
  streamerExp: 40 * (MORE_STREAMER_NAMES.length - i),
}));
/**
 * The demo audience's accounts (13700000001 ... 13700000060, development only): the demo audience of
 * `npm start` (tools/demo/audience) logs in as them and chats in each one's language.
 */
const AUDIENCE_NAMES: Record<'zh' | 'en' | 'vi', string[]> = {
  zh: [
    '球迷小王',
    '看球的阿杰',
    '夜猫子看球',
    '篮球少年',
    '绿茵小将',
    '三分王子',
    '铁杆主队迷',
    '周末看球人',
    '老球迷张叔',
    '足球小白',
    '禁区之狐',
    '篮下小钢炮',
    '快乐看客',
    '熬夜冠军',
    '进球就欢呼',
    '板凳球迷',
    '战术控',
    '看台阿强',
    '风之子',
    '吃瓜群众',
    '每场必看',
    '小李飞刀',
    '球场边的猫',
    '观赛达人',
  ],
  en: [
    'Nick Fan',
    'GoalHunter',
    'HoopDreams',
    'Sam from Leeds',
    'CourtsideCara',
    'Jay Watches',
    'Top Bin Tom',
    'Rebound Rita',
    'Weekend Warrior',
    'Late Night Lou',
    'Pitchside Pete',
    'Ava Plays',
    'Buzzer Beater',
    'Casual Carl',
    'Offside Olly',
    'Dunk Daily',
    'Mia on the Wing',
    'Fan Zone Finn',
  ],
  vi: [
    'Tuấn Cổ Động Viên',
    'Minh Mê Bóng',
    'Lan Xem Bóng Rổ',
    'Hải Fan Cứng',
    'Bảo Sút Xa',
    'Huy Thức Khuya',
    'Nam Khán Đài',
    'Linh Mê Thể Thao',
    'Đức Đá Phủi',
    'Thảo Vui Vẻ',
    'Khoa Phản Công',
    'Phúc Úp Rổ',
    'Vy Xem Live',
    'Quân Tiền Đạo',
    'Trang Cuối Tuần',
    'Long Hậu Vệ',
    'An Cổ Vũ',
    'Dũng Săn Bàn',
  ],
};
/** The languages interleaved (4 zh, 3 en, 3 vi in every ten), so any first few mix them. */
const AUDIENCE_PATTERN = ['zh', 'en', 'vi', 'zh', 'en', 'vi', 'zh', 'en', 'vi', 'zh'] as const;
export const DEMO_AUDIENCE: readonly {
  mobile: string;
  nickname: string;
  password: string;
  lang: 'zh' | 'en' | 'vi';
}[] = (() => {
  const used = { zh: 0, en: 0, vi: 0 };
  return Array.from({ length: 60 }, (_, i) => {
    const lang = AUDIENCE_PATTERN[i % AUDIENCE_PATTERN.length];
    return {
      mobile: `137${String(i + 1).padStart(8, '0')}`,
      nickname: AUDIENCE_NAMES[lang][used[lang]++],
      password: 'viewer123',
      lang,
    };
  });
})();

/** Every seeded streamer's login (benches log them in as senders). */
export const SEEDED_STREAMERS: readonly { mobile: string; countryCode?: string; password: string }[] = [
  ...DEMO_STREAMERS,
  ...MORE_STREAMERS,
];

/** A seeded account as other services' seeds receive it (they may not read account's tables). */
export interface SeededUser {
  id: number;
  nickname: string;
  avatar: string;
}

/** Threshold of level n: grows a little faster than quadratically, as in most live platforms. */
const wealthExp = (level: number) => (level === 1 ? 0 : Math.round(100 * Math.pow(level - 1, 2.2)));
const streamerExp = (level: number) => (level === 1 ? 0 : Math.round(50 * Math.pow(level - 1, 2)));

interface SeedUser {
  mobile: string;
  countryCode?: string;
  nickname: string;
  password: string;
  role?: 'user' | 'admin';
  isStreamer?: boolean;
  streamerExp?: number;
  avatar: string;
}

async function upsertUser(prisma: PrismaClient, user: SeedUser): Promise<SeededUser> {
  const countryCode = user.countryCode ?? '86';
  const existing = await prisma.user.findUnique({
    where: { countryCode_mobile: { countryCode, mobile: user.mobile } },
  });
  if (!existing) {
    const created = await prisma.user.create({
      data: {
        countryCode,
        mobile: user.mobile,
        nickname: user.nickname,
        passwordHash: await hashPassword(user.password),
        role: user.role ?? 'user',
        isStreamer: user.isStreamer ?? false,
        streamerExp: user.streamerExp ?? 0,
        avatar: user.avatar,
        inviteCode: UsersService.newInviteCode(),
      },
    });
    return { id: created.id, nickname: created.nickname, avatar: created.avatar };
  }
  // Keep the seeded role and password in step with the environment (ADMIN_PASSWORD may change).
  const passwordOk = await verifyPassword(existing.passwordHash, user.password);
  await prisma.user.update({
    where: { id: existing.id },
    data: {
      role: user.role ?? existing.role,
      ...(passwordOk ? {} : { passwordHash: await hashPassword(user.password) }),
    },
  });
  return { id: existing.id, nickname: existing.nickname, avatar: existing.avatar };
}

/**
 * Idempotent: running it twice leaves the same world. Returns the demo viewers and streamers (the
 * live seed), and the demo audience with the language each speaks (the community seed's writers).
 */
export async function seedAccount(prisma: PrismaClient): Promise<{
  viewers: SeededUser[];
  streamers: SeededUser[];
  audience: (SeededUser & { lang: 'zh' | 'en' | 'vi' })[];
  support: SeededUser;
}> {
  const config = loadConfig();
  const avatarDir = resolve(config.uploadsDir, 'avatars');
  await mkdir(avatarDir, { recursive: true });
  const avatars: string[] = [];
  for (let i = 0; i < AVATAR_COUNT; i++) {
    await writeFile(join(avatarDir, `${i + 1}.svg`), avatarSvg(i));
    const url = `${config.uploadsPublicPath}/avatars/${i + 1}.svg`;
    avatars.push(url);
    await prisma.avatar.upsert({ where: { url }, create: { url, sort: i }, update: { sort: i } });
  }
  for (let level = 1; level <= 30; level++) {
    const data = { name: `LV${level}`, exp: wealthExp(level), icon: '' };
    await prisma.wealthLevel.upsert({ where: { level }, create: { level, ...data }, update: data });
    const streamer = { name: `LV${level}`, exp: streamerExp(level), icon: '' };
    await prisma.streamerLevel.upsert({ where: { level }, create: { level, ...streamer }, update: streamer });
  }
  await upsertUser(prisma, {
    mobile: config.admin.mobile,
    countryCode: config.admin.countryCode,
    nickname: 'Admin',
    password: config.admin.password,
    role: 'admin',
    avatar: avatars[0],
  });
  const viewers: SeededUser[] = [];
  for (const [i, viewer] of DEMO_VIEWERS.entries())
    viewers.push(await upsertUser(prisma, { ...viewer, avatar: avatars[(i + 1) % avatars.length] }));
  const audience: (SeededUser & { lang: 'zh' | 'en' | 'vi' })[] = [];
  for (const [i, { lang, ...viewer }] of DEMO_AUDIENCE.entries())
    audience.push({ ...(await upsertUser(prisma, { ...viewer, avatar: avatars[(i + 7) % avatars.length] })), lang });
  const streamers: SeededUser[] = [];
  for (const [i, streamer] of [...DEMO_STREAMERS, ...MORE_STREAMERS].entries())
    streamers.push(
      await upsertUser(prisma, { ...streamer, isStreamer: true, avatar: avatars[(i + 4) % avatars.length] }),
    );
  const support = await upsertUser(prisma, { ...SUPPORT_ACCOUNT, avatar: avatars[3 % avatars.length] });
  return { viewers, streamers, audience, support };
}
