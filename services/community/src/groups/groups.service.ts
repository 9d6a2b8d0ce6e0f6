import { Injectable } from '@nestjs/common';
import { accountContracts, GroupChat, Person, realtimeContracts } from '@arena/contracts';
import { AppError, Lang, ServiceClient } from '@arena/shared';
import { GroupView } from './groups.schemas';

/** A group shows its first members' faces. */
const MEMBER_PREVIEW = 12;

/**
 * The `group/*` endpoints: people come from the account service (cards, follows, search), group
 * chats from the realtime gateway, which owns them, their members and messages (decision 043). This
 * service checks what the caller names, puts the two together and keeps nothing itself.
 */
@Injectable()
export class GroupsService {
  constructor(private readonly services: ServiceClient) {}

  recommendedUsers(viewerId: number, page: number, limit: number, lang: Lang) {
    return this.services
      .call(accountContracts.recommendedPeople, { viewer_id: viewerId, page, limit }, { lang })
      .then((result) => ({ ...result, page, limit }));
  }

  searchUsers(viewerId: number, keyword: string, page: number, limit: number, lang: Lang) {
    return this.services
      .call(accountContracts.searchPeople, { viewer_id: viewerId, keyword, page, limit }, { lang })
      .then((result) => ({ ...result, page, limit }));
  }

  async recommendedGroups(viewerId: number, page: number, limit: number, lang: Lang) {
    const { list, total } = await this.services.call(
      realtimeContracts.recommendedGroupChats,
      { user_id: viewerId, page, limit },
      { lang },
    );
    return { list: await this.views(viewerId, list, lang), total, page, limit };
  }

  async addressBook(userId: number, lang: Lang) {
    const [people, groups] = await Promise.all([
      this.services.call(accountContracts.addressBook, { user_id: userId }, { lang }),
      this.services.call(realtimeContracts.groupChatsOf, { user_id: userId }, { lang }),
    ]);
    return { ...people, groups: await this.views(userId, groups, lang) };
  }

  /** How the caller relates to each user named (unknown ones are refused). */
  async relations(viewerId: number, uids: number[], lang: Lang) {
    const people = await this.known(viewerId, uids, lang);
    return people.map((person) => ({
      id: person.id,
      relation: person.relation,
      is_attention: person.relation === 'following' || person.relation === 'mutual' ? (1 as const) : (0 as const),
    }));
  }

  async create(ownerId: number, name: string, uids: number[], isPublic: boolean, lang: Lang): Promise<GroupView> {
    await this.known(ownerId, uids, lang);
    const group = await this.services.call(
      realtimeContracts.createGroupChat,
      { owner_id: ownerId, name, member_ids: uids, is_public: isPublic },
      { lang },
    );
    return (await this.views(ownerId, [group], lang))[0]!;
  }

  async addMembers(actorId: number, groupId: string, uids: number[], lang: Lang): Promise<GroupView> {
    await this.known(actorId, uids, lang);
    const group = await this.services.call(
      realtimeContracts.addGroupChatMembers,
      { actor_id: actorId, group_id: groupId, member_ids: uids },
      { lang },
    );
    return (await this.views(actorId, [group], lang))[0]!;
  }

  leave(userId: number, groupId: string, lang: Lang) {
    return this.services.call(realtimeContracts.leaveGroupChat, { user_id: userId, group_id: groupId }, { lang });
  }

  /** Every id names a user who exists and is not banned, else the first that does not is named. */
  private async known(viewerId: number, uids: number[], lang: Lang): Promise<Person[]> {
    const ids = [...new Set(uids)];
    if (ids.length === 0) return [];
    const people = await this.services.call(accountContracts.people, { viewer_id: viewerId, ids }, { lang });
    const found = new Set(people.map((person) => person.id));
    const missing = ids.find((id) => !found.has(id));
    if (missing !== undefined) throw AppError.fail('community.user_not_found', { id: missing });
    return people;
  }

  /** Groups with their first members' cards, read in one call whatever the number of groups. */
  private async views(viewerId: number, groups: GroupChat[], lang: Lang): Promise<GroupView[]> {
    const faces = [...new Set(groups.flatMap((group) => group.member_ids.slice(0, MEMBER_PREVIEW)))];
    const people = faces.length
      ? await this.services.call(accountContracts.people, { viewer_id: viewerId, ids: faces.slice(0, 200) }, { lang })
      : [];
    const byId = new Map(people.map((person) => [person.id, person]));
    return groups.map((group) => ({
      ...group,
      is_member: group.member_ids.includes(viewerId),
      is_owner: group.owner_id === viewerId,
      members: group.member_ids.slice(0, MEMBER_PREVIEW).flatMap((id) => byId.get(id) ?? []),
    }));
  }
}
