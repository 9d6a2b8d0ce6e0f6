import { liveRoomGroupId } from '@arena/protocol';
import type { PrismaClient } from '@arena/shared';

/** A seeded account that chats, as the account seed made it. */
export interface ChatterToSeed {
  id: number;
  nickname: string;
  avatar: string;
}

/** A seeded room as the live seed made it (type: 1 football .. 6 other sports). */
export interface RoomToSeed {
  id: number;
  streamerId: number;
  type: number;
  live: boolean;
}

/** What viewers say in any room, in the site's three languages. */
const ANY_ROOM = [
  '主播好！',
  'Hi everyone 👋',
  'Chào cả nhà!',
  '画质好清楚',
  'Stream looks great tonight',
  'Hôm nay vào sớm 😄',
  '来了来了',
  'Who else is watching from Hanoi?',
  'Cho xin lịch phát sóng tuần sau với',
  '点个关注不迷路',
];

/** Lines that fit each room type's sport. */
const BY_TYPE: Record<number, string[]> = {
  1: [
    '这球越位了吧？',
    'What a save by the keeper!',
    'Pha phản công đẹp quá!',
    '下半场换人节奏要快',
    'That pressing is relentless',
    'Hiệp 2 chắc có bàn',
  ],
  2: [
    '这个挡拆太漂亮了',
    'Three from way downtown!',
    'Ném ba điểm chuẩn quá',
    '防守再积极一点',
    'Bench is carrying this quarter',
    'Pha úp rổ đỉnh thật',
  ],
  3: [
    '这波团战打得好',
    'GG, that comeback though',
    'Đội xanh lật kèo rồi',
    '主播这手操作秀啊',
    'Ward the dragon pit!',
    'Kèo này căng quá',
  ],
  4: [
    '这个发球ACE了',
    'Break point, here we go',
    'Cú trái tay đẹp quá',
    '抢七太刺激了',
    'That rally was 30 shots!',
    'Set 3 quyết định rồi',
  ],
  5: [
    '杀球速度好快',
    'Lovely net play there',
    'Cầu này ra ngoài mà',
    '双打配合默契',
    'Smash of the match so far',
    'Đánh cầu lông xem sướng thật',
  ],
  6: [
    '这圈进站时机不错',
    'Round 7 and both still standing',
    'Vòng này đua gắt quá',
    '最后一杆能清台吗',
    'Personal best incoming?',
    'Chạy nước rút rồi!',
  ],
};

const MESSAGES_PER_ROOM = 8;
/** Seeded messages are spread over the quarter hour before the seed ran. */
const SPREAD_MS = 15 * 60_000;

/**
 * A few recent chat messages in each live seeded room, from the demo viewers and other streamers,
 * so a room opened on a fresh start has a conversation; their profiles too, so the messages show
 * names and avatars before those accounts sign in to chat. Idempotent: a room with any message and
 * a profile that exists are left alone.
 */
export async function seedRoomChat(
  prisma: PrismaClient,
  chatters: ChatterToSeed[],
  rooms: RoomToSeed[],
  now = Date.now(),
): Promise<void> {
  await prisma.imProfile.createMany({
    data: chatters.map((chatter) => ({ imId: String(chatter.id), nick: chatter.nickname, avatar: chatter.avatar })),
    skipDuplicates: true,
  });
  for (const [index, room] of rooms.entries()) {
    const groupId = liveRoomGroupId(room.id);
    if (!room.live || (await prisma.imGroupMessage.count({ where: { groupId } })) > 0) continue;
    const lines = [...ANY_ROOM, ...(BY_TYPE[room.type] ?? [])];
    const others = chatters.filter((chatter) => chatter.id !== room.streamerId);
    // Oldest first: the history is read by id.
    const data = Array.from({ length: MESSAGES_PER_ROOM }, (_, n) => ({
      groupId,
      senderId: String(others[(index * 5 + n * 7) % others.length].id),
      type: 'text' as const,
      text: lines[(index * 3 + n * 5) % lines.length],
      createdAt: new Date(now - SPREAD_MS + (n * SPREAD_MS) / MESSAGES_PER_ROOM),
    }));
    await prisma.imGroupMessage.createMany({ data });
  }
}
