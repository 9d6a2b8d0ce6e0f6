import { Controller } from '@nestjs/common';
import { realtimeContracts } from '@arena/contracts';
import { Input, Serves, ServedInput } from '@arena/shared';
import { ProfilesRepository } from '../profiles/profiles.repository';
import { GroupMessagesRepository } from './group-messages.repository';

/** For the video service, which keeps a broadcast's room chat beside its replay. */
@Controller()
export class ChatHistoryController {
  constructor(
    private readonly messages: GroupMessagesRepository,
    private readonly profiles: ProfilesRepository,
  ) {}

  @Serves(realtimeContracts.chatHistory)
  async history(@Input() input: ServedInput<typeof realtimeContracts.chatHistory>) {
    const rows = await this.messages.textsBetween(input.groupId, new Date(input.from), new Date(input.to), input.limit);
    const senders = [...new Set(rows.map((row) => row.senderId))];
    const nicks = new Map((await this.profiles.listByIds(senders)).map((profile) => [profile.imId, profile.nick]));
    return rows.map((row) => ({
      sender_id: row.senderId,
      nickname: nicks.get(row.senderId) || row.senderId,
      text: row.text,
      at: row.createdAt.getTime(),
    }));
  }
}
