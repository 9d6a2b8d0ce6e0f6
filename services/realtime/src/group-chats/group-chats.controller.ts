import { Controller } from '@nestjs/common';
import { realtimeContracts } from '@arena/contracts';
import { Input, ServedInput, Serves } from '@arena/shared';
import { GroupChatsService } from './group-chats.service';

/** Internal: the community's `group/*` endpoints make and manage group chats here. */
@Controller()
export class GroupChatsController {
  constructor(private readonly groupChats: GroupChatsService) {}

  @Serves(realtimeContracts.createGroupChat)
  create(@Input() input: ServedInput<typeof realtimeContracts.createGroupChat>) {
    return this.groupChats.create(
      String(input.owner_id),
      input.name,
      input.member_ids.map(String),
      input.is_public ?? false,
    );
  }

  @Serves(realtimeContracts.addGroupChatMembers)
  addMembers(@Input() input: ServedInput<typeof realtimeContracts.addGroupChatMembers>) {
    return this.groupChats.addMembers(String(input.actor_id), input.group_id, input.member_ids.map(String));
  }

  @Serves(realtimeContracts.leaveGroupChat)
  leave(@Input() input: ServedInput<typeof realtimeContracts.leaveGroupChat>) {
    return this.groupChats.leave(String(input.user_id), input.group_id);
  }

  @Serves(realtimeContracts.groupChatsOf)
  listOf(@Input() input: ServedInput<typeof realtimeContracts.groupChatsOf>) {
    return this.groupChats.listOf(String(input.user_id));
  }

  @Serves(realtimeContracts.recommendedGroupChats)
  recommended(@Input() input: ServedInput<typeof realtimeContracts.recommendedGroupChats>) {
    return this.groupChats.recommended(String(input.user_id), input.page, input.limit);
  }
}
