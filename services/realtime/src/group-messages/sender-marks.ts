import { ImSenderMarks } from '@arena/protocol';
import { Injectable } from '@nestjs/common';
import { PrismaService } from '@arena/shared';

/** An account's messaging id is its user id; guests (`guest_...`) carry no marks. */
const isAccount = (imId: string) => /^\d+$/.test(imId);

/**
 * What a live room's danmaku shows beside each sender: their wealth level, their noble tier while it
 * lasts and, when they wear it, the room streamer's fan badge. Both come from this service's copies kept by events (ChatRulesConsumer),
 * never from the account or live service on the send path.
 */
@Injectable()
export class SenderMarks {
  constructor(private readonly prisma: PrismaService) {}

  async of(roomId: number, imIds: string[]): Promise<Map<string, ImSenderMarks>> {
    const accounts = [...new Set(imIds)].filter(isAccount);
    if (accounts.length === 0) return new Map();
    const [levels, fans] = await Promise.all([
      this.prisma.imProfile.findMany({ where: { imId: { in: accounts } }, select: { imId: true, wealthLevel: true, nobleLevel: true, nobleExpiresAt: true } }),
      this.prisma.imRoomFan.findMany({ where: { roomId, userId: { in: accounts.map(Number) } }, select: { userId: true, badgeName: true } }),
    ]);
    const marks = new Map<string, ImSenderMarks>(accounts.map((imId) => [imId, { level: 1 }]));
    const now = Date.now();
    for (const row of levels) {
      const noble = row.nobleLevel > 0 && row.nobleExpiresAt && row.nobleExpiresAt.getTime() > now ? row.nobleLevel : undefined;
      marks.set(row.imId, noble ? { level: row.wealthLevel, noble } : { level: row.wealthLevel });
    }
    for (const fan of fans) {
      const mark = marks.get(String(fan.userId));
      if (mark && fan.badgeName) mark.fan = fan.badgeName;
    }
    return marks;
  }
}
