import { ImSenderMarks } from '@arena/protocol';
import { Injectable } from '@nestjs/common';
import { ChatRulesRepository } from '../chat-rules/chat-rules.repository';
import { SenderProfile } from '../messages/message-body';
import { ProfilesRepository } from '../profiles/profiles.repository';

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
  constructor(
    private readonly profiles: ProfilesRepository,
    private readonly rules: ChatRulesRepository,
  ) {}

  /** `roomId` is the live room of the group, if it is one. */
  async of(roomId: number | undefined, imIds: string[]): Promise<Map<string, SenderProfile>> {
    const ids = [...new Set(imIds)];
    const accounts = roomId ? ids.filter(isAccount) : [];
    const [profiles, fans] = await Promise.all([
      this.profiles.listSenderCards(ids),
      roomId && accounts.length ? this.rules.listBadges(roomId, accounts.map(Number)) : [],
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
        if (row && row.nobleLevel > 0 && row.nobleExpiresAt && row.nobleExpiresAt.getTime() > now)
          marks.noble = row.nobleLevel;
        const badge = badges.get(imId);
        if (badge) marks.fan = badge;
        sender.marks = marks;
      }
      senders.set(imId, sender);
    }
    return senders;
  }
}
