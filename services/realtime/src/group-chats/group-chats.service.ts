import { ImGroupChatChange, ImGroupChatItem, imRooms, isGroupChatId } from '@arena/protocol';
import { randomBytes } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import { GroupChat } from '@arena/contracts';
import { AppError, Transactions } from '@arena/shared';
import { z } from 'zod';
import { GroupMessagesRepository } from '../group-messages/group-messages.repository';
import { toImMessage } from '../messages/message-body';
import { ProfilesService } from '../profiles/profiles.service';
import { realtimeConfig } from '../realtime.config';
import { NoInput, onEvent } from '../socket/socket-events';
import { SocketServer } from '../socket/socket-server';
import { RtSocket } from '../socket/socket-state';
import { sender } from '../im-session/im-identity';
import { GroupChatsRepository, GroupWithMembers } from './group-chats.repository';

const GroupChatInput = z.object({
  groupId: z
    .string()
    .trim()
    .regex(/^chat_[a-z0-9]{1,40}$/),
});

/**
 * Group chats: groups with members, made and managed through the community's `group/*` endpoints
 * (internal contracts). Only members join, read and write them; a message is pushed to every
 * member's account and counted unread for the others, so the site's conversation list shows group
 * chats beside private ones. Members are told when the group changes.
 */
@Injectable()
export class GroupChatsService {
  constructor(
    private readonly groups: GroupChatsRepository,
    private readonly messages: GroupMessagesRepository,
    private readonly transactions: Transactions,
    private readonly sockets: SocketServer,
    private readonly profiles: ProfilesService,
  ) {}

  bind(socket: RtSocket): void {
    onEvent(socket, 'groupChats', NoInput, () => this.conversations(sender(socket)));
    onEvent(socket, 'markGroupRead', GroupChatInput, async ({ groupId }) => {
      await this.markRead(groupId, sender(socket));
      return null;
    });
  }

  async create(ownerId: string, name: string, memberIds: string[], isPublic: boolean): Promise<GroupChat> {
    const others = [...new Set(memberIds)].filter((id) => id !== ownerId);
    this.assertRoom(others.length + 1);
    const id = `chat_${randomBytes(8).toString('hex')}`;
    await this.transactions.run((tx) => this.groups.create({ id, name, ownerId, isPublic }, others, tx));
    this.tell([ownerId, ...others], id, 'joined');
    return this.view(await this.liveGroup(id));
  }

  /** A member adds others; a user not in a public group may add only themself (joining it). */
  async addMembers(actorId: string, groupId: string, memberIds: string[]): Promise<GroupChat> {
    const group = await this.liveGroup(groupId);
    const current = new Set(group.members.map((member) => member.imId));
    const joiningAlone = memberIds.length === 1 && memberIds[0] === actorId;
    if (!current.has(actorId) && !(group.isPublic && joiningAlone)) throw AppError.fail('im.not_member');
    const added = [...new Set(memberIds)].filter((id) => !current.has(id));
    if (added.length === 0) return this.view(group);
    this.assertRoom(current.size + added.length);
    await this.transactions.run((tx) => this.groups.addMembers(groupId, added, tx));
    this.tell(added, groupId, 'joined');
    this.tell([...current], groupId, 'members');
    return this.view(await this.liveGroup(groupId));
  }

  /** A member leaves; when the owner leaves, the group is destroyed for everyone. */
  async leave(userId: string, groupId: string): Promise<{ group_id: string; destroyed: boolean }> {
    const group = await this.liveGroup(groupId);
    const member = group.members.find((m) => m.imId === userId);
    if (!member) throw AppError.fail('im.not_member');
    const everyone = group.members.map((m) => m.imId);
    const destroyed = member.role === 'owner';
    if (destroyed) {
      await this.transactions.run((tx) => this.groups.destroy(groupId, tx));
      this.leaveSockets(everyone, groupId);
      this.tell(everyone, groupId, 'destroyed');
    } else {
      await this.groups.removeMember(groupId, userId);
      this.leaveSockets([userId], groupId);
      this.tell([userId], groupId, 'left');
      this.tell(
        everyone.filter((id) => id !== userId),
        groupId,
        'members',
      );
    }
    return { group_id: groupId, destroyed };
  }

  async listOf(userId: string): Promise<GroupChat[]> {
    const rows = await this.groups.listOf(userId);
    return rows.map((row) => this.view(row.group));
  }

  async recommended(userId: string, page: number, limit: number): Promise<{ list: GroupChat[]; total: number }> {
    const [rows, total] = await Promise.all([
      this.groups.listRecommended(userId, (page - 1) * limit, limit),
      this.groups.countRecommended(userId),
    ]);
    return { list: rows.map((row) => this.view(row)), total };
  }

  /** Sending, reading history and joining a group chat's room are for members only. */
  async assertMember(groupId: string, imId: string): Promise<void> {
    if (!(await this.groups.findMember(groupId, imId))) throw AppError.fail('im.not_member');
  }

  /**
   * A message was stored: it becomes the group's newest and unread for the other members; answers
   * the socket.io rooms of every member's account, where it is pushed.
   */
  async delivered(groupId: string, senderId: string, messageId: bigint, at: Date): Promise<string[]> {
    const [members] = await Promise.all([
      this.groups.memberIds(groupId),
      this.groups.recordMessage(groupId, senderId, messageId, at),
    ]);
    return members.map((imId) => imRooms.account(imId));
  }

  /** The caller's group chats as conversation rows, most recent first, with the unread total. */
  async conversations(imId: string): Promise<{ list: ImGroupChatItem[]; unreadTotal: number }> {
    const rows = await this.groups.listOf(imId);
    const lastIds = rows.flatMap((row) => (row.group.lastMessageId !== null ? [row.group.lastMessageId] : []));
    const lasts = await this.messages.listByIds(lastIds);
    const profiles = await this.profiles.many(lasts.map((message) => message.senderId));
    const byId = new Map(lasts.map((message) => [message.id, message]));
    const list = rows.map(({ group, unread }) => {
      const last = group.lastMessageId !== null ? byId.get(group.lastMessageId) : undefined;
      return {
        groupId: group.id,
        name: group.name,
        ownerId: group.ownerId ?? '',
        memberCount: group.memberCount,
        unread,
        lastMessage: last ? toImMessage(last, profiles.get(last.senderId), { groupId: group.id }) : null,
        time: (group.lastMessageAt ?? group.createdAt).getTime(),
      };
    });
    return { list, unreadTotal: list.reduce((sum, item) => sum + item.unread, 0) };
  }

  async markRead(groupId: string, imId: string): Promise<void> {
    await this.groups.clearUnread(groupId, imId);
    this.sockets.im.to(imRooms.account(imId)).emit('groupUnread', { groupId, unread: 0 });
  }

  private async liveGroup(groupId: string): Promise<GroupWithMembers> {
    const group = isGroupChatId(groupId) ? await this.groups.findLive(groupId) : null;
    if (!group) throw AppError.fail('im.group_not_found');
    return group;
  }

  private assertRoom(members: number): void {
    const max = realtimeConfig().groupChatMaxMembers;
    if (members > max) throw AppError.fail('im.group_full', { max });
  }

  private tell(imIds: string[], groupId: string, change: ImGroupChatChange): void {
    if (imIds.length === 0) return;
    this.sockets.im.to(imIds.map((imId) => imRooms.account(imId))).emit('groupChatChanged', { groupId, change });
  }

  /** Whoever is no longer a member stops receiving the group's room pushes on every process. */
  private leaveSockets(imIds: string[], groupId: string): void {
    this.sockets.im.in(imIds.map((imId) => imRooms.account(imId))).socketsLeave(imRooms.group(groupId));
  }

  private view(group: GroupWithMembers): GroupChat {
    return {
      group_id: group.id,
      name: group.name,
      owner_id: Number(group.ownerId),
      is_public: group.isPublic,
      member_count: group.memberCount,
      member_ids: group.members.map((member) => Number(member.imId)),
      last_message_at: group.lastMessageAt?.toISOString() ?? null,
      created_at: group.createdAt.toISOString(),
    };
  }
}
