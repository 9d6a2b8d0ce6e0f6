import type { PrismaClient } from '@arena/shared';

interface Person {
  id: number;
}

/** Seeded messages are spread over the last two hours. */
const SPREAD_MS = 2 * 3600_000;

interface GroupToSeed {
  id: string;
  name: string;
  isPublic: boolean;
  owner: Person;
  members: Person[];
  lines: string[];
}

/**
 * A few group chats among the demo viewers and streamers, with some history, so the private-message
 * panel of a fresh start lists group chats (the first viewer has unread messages in one) and the
 * recommendations offer public ones. Their profiles come from the room chat seed. A group that
 * exists is left alone.
 */
export async function seedGroupChats(
  prisma: PrismaClient,
  viewers: Person[],
  streamers: Person[],
  follows: { followerId: number; streamerId: number }[],
  now = Date.now(),
): Promise<void> {
  const [v1, v2, v3] = viewers;
  const [s1, s2, s3, s4, s5] = streamers;
  if (!v1 || !v2 || !v3 || !s1 || !s2 || !s3 || !s4 || !s5) return;
  const groups: GroupToSeed[] = [
    {
      id: 'chat_seedderby',
      name: '周末德比观赛团',
      isPublic: false,
      owner: v1,
      members: [v2, s1, s2],
      lines: ['今晚谁去酒吧看球？', '我已经订好位置了', '曼联主场稳了', 'Count me in!', '老地方见 [哈哈]'],
    },
    {
      id: 'chat_seednba',
      name: 'NBA Night Owls',
      isPublic: true,
      owner: s1,
      members: [v1, v3, s3, s4],
      lines: [
        'Lakers tonight, anyone up?',
        'Setting my alarm for 8am tip-off',
        'LeBron triple-double incoming',
        'Cả nhà xem kênh nào vậy?',
        'I am streaming it in my room',
      ],
    },
    {
      id: 'chat_seedhanoi',
      name: 'Hội bóng đá Hà Nội',
      isPublic: true,
      owner: v3,
      members: [s2, s5],
      lines: ['Tối nay đá sân Mỹ Đình nhé', 'Mình mang bóng', 'Ai thiếu áo thì báo nhé'],
    },
    {
      id: 'chat_seedtactics',
      name: 'Tactics board',
      isPublic: true,
      owner: s2,
      members: [s3, s4, s5],
      lines: ['Inverted full-backs are everywhere this season', 'Back three or back four for the derby?'],
    },
  ];
  for (const group of groups) {
    if (await prisma.imGroup.findUnique({ where: { id: group.id } })) continue;
    const everyone = [group.owner, ...group.members];
    await prisma.imGroup.create({
      data: {
        id: group.id,
        name: group.name,
        ownerId: String(group.owner.id),
        isPublic: group.isPublic,
        memberCount: everyone.length,
        createdAt: new Date(now - 2 * SPREAD_MS),
      },
    });
    let last = { id: 0n, createdAt: new Date(now) };
    // Oldest first: the history is read by id.
    for (const [n, text] of group.lines.entries()) {
      last = await prisma.imGroupMessage.create({
        data: {
          groupId: group.id,
          senderId: String(everyone[n % everyone.length]!.id),
          type: 'text',
          text,
          createdAt: new Date(now - SPREAD_MS + (n * SPREAD_MS) / group.lines.length),
        },
      });
    }
    await prisma.imGroup.update({
      where: { id: group.id },
      data: { lastMessageId: last.id, lastMessageAt: last.createdAt },
    });
    // Everyone but the last sender has the last two lines unread.
    const lastSender = String(everyone[(group.lines.length - 1) % everyone.length]!.id);
    await prisma.imGroupMember.createMany({
      data: everyone.map((person, i) => ({
        groupId: group.id,
        imId: String(person.id),
        role: i === 0 ? ('owner' as const) : ('member' as const),
        unread: String(person.id) === lastSender ? 0 : Math.min(2, group.lines.length),
      })),
    });
  }
  // The chat gateway's copy of the seeded follows (followers-only rooms).
  await prisma.imFollow.createMany({
    data: follows.map((follow) => ({ ...follow, following: true, changedAt: new Date(now) })),
    skipDuplicates: true,
  });
}
