import { PrismaClient } from '@arena/shared';
import type { StreamerToSeed } from './live.seed';

/** Badge names of the first demo streamers' fan groups. */
const BADGES = ['K迷', '篮下', '球探', '绿茵', '棋友', '羽球'];

/**
 * Idempotent, after the rooms: the first demo streamers' fan groups with named badges, whose fans
 * are the other demo streamers (each wears their first badge), and the second streamer as a room
 * administrator of the first one's room, so the streamer tools have something to show.
 */
export async function seedLiveStaff(prisma: PrismaClient, streamers: StreamerToSeed[]): Promise<void> {
  const rooms = await prisma.room.findMany({ where: { streamerId: { in: streamers.map((s) => s.id) } } });
  const roomOf = new Map(rooms.map((room) => [room.streamerId, room]));
  const [first, second] = streamers;
  const firstRoom = first && roomOf.get(first.id);
  if (firstRoom && second)
    await prisma.roomStaff.upsert({
      where: { roomId_userId: { roomId: firstRoom.id, userId: second.id } },
      create: {
        roomId: firstRoom.id,
        userId: second.id,
        role: 'manager',
        nickname: second.nickname,
        avatar: second.avatar,
      },
      update: {},
    });

  for (const [index, streamer] of streamers.slice(0, BADGES.length).entries()) {
    await prisma.fanGroup.upsert({
      where: { streamerId: streamer.id },
      create: { streamerId: streamer.id, badgeName: BADGES[index] },
      update: {},
    });
    // A handful of fans per group, fewer for each later streamer, so the groups list has an order.
    const fans = streamers.filter((s) => s.id !== streamer.id).slice(index, index + 12 - index * 2);
    await prisma.fanMember.createMany({
      data: fans.map((fan) => ({
        streamerId: streamer.id,
        userId: fan.id,
        nickname: fan.nickname,
        avatar: fan.avatar,
      })),
      skipDuplicates: true,
    });
  }
  // Each fan wears one badge: that of the smallest seeded group they are in, so every group shows some.
  const groups = streamers
    .slice(0, BADGES.length)
    .map((s) => s.id)
    .reverse();
  const members = (
    await prisma.fanMember.findMany({
      where: { streamerId: { in: groups } },
      select: { streamerId: true, userId: true, wearing: true },
    })
  ).sort((a, b) => groups.indexOf(a.streamerId) - groups.indexOf(b.streamerId));
  const wearing = new Set(members.filter((m) => m.wearing).map((m) => m.userId));
  for (const member of members) {
    if (wearing.has(member.userId)) continue;
    wearing.add(member.userId);
    await prisma.fanMember.update({
      where: { streamerId_userId: { streamerId: member.streamerId, userId: member.userId } },
      data: { wearing: true },
    });
  }
}
