import { ImSenderMarks } from '@arena/protocol';
import { Injectable } from '@nestjs/common';
import { PrismaService } from '@arena/shared';
import { SenderProfile } from '../messages/message-body';

/** An account's messaging id is its user id; guests (`guest_...`) carry no marks. */
const isAccount = (imId: string) => /^\d+$/.test(imId);

/**
 * How senders show in a group's messages: nick and avatar and, in a live room, the marks beside each
 * (wealth level, noble tier while it lasts, the room streamer's fan badge when worn). One read of
 * this service's profile copies (kept by events, ChatRulesConsumer) and one of the room's fans: never
 * the account or live service on the send path.
 */
@Injectable()
export class GroupSenders {
  constructor(private readonly prisma: PrismaService) {}

  /** `roomId` is the live room of the group, if it is one. */
  async of(roomId: number | undefined, imIds: string[]): Promise<Map<string, SenderProfile>> {
    const ids = [...new Set(imIds)];
    const accounts = roomId ? ids.filter(isAccount) : [];
    const [profiles, fans] = await Promise.all([
      this.prisma.imProfile.findMany({
        where: { imId: { in: ids } },
        select: { imId: true, nick: true, avatar: true, wealthLevel: true, nobleLevel: true, nobleExpiresAt: true },
      }),
      accounts.length ? this.prisma.imRoomFan.findMany({ where: { roomId, userId: { in: accounts.map(Number) } }, select: { userId: true, badgeName: true } }) : [],
    ]);
    const byId = new Map(profiles.map((row) => [row.imId, row]));
    const badges = new Map(fans.map((fan) => [String(fan.userId), fan.badgeName]));
    const now = Date.now();
    const senders = new Map<string, SenderProfile>();
    for (const imId of ids) {
      const row = byId.get(imId);
      const sender: SenderProfile = { nick: row?.nick ?? '', avatar: row?.avatar ?? '' };
      if (roomId && isAccount(imId)) {
        const marks: ImSenderMarks = { level: row?.wealthLevel ?? 1 };
        if (row && row.nobleLevel > 0 && row.nobleExpiresAt && row.nobleExpiresAt.getTime() > now) marks.noble = row.nobleLevel;
        const badge = badges.get(imId);
        if (badge) marks.fan = badge;
        sender.marks = marks;
      }
      senders.set(imId, sender);
    }
    return senders;
  }
}
