import { imRooms, ImJoinStatus, isGroupChatId, liveRoomIdOf } from '@arena/protocol';
import { randomBytes } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import { AppError, characters, isUniqueViolation, SealedRooms, translate } from '@arena/shared';
import { z } from 'zod';
import { RoomStreamers } from '../chat-rules/room-streamers';
import { GroupChatsService } from '../group-chats/group-chats.service';
import { loggedIn, sender } from '../im-session/im-identity';
import { onEvent } from '../socket/socket-events';
import { RtSocket } from '../socket/socket-state';
import { GroupsRepository } from './groups.repository';
import { NobleEntries } from './noble-entries';
import { OnlineCounter } from './online-counter';

export const GroupIdInput = z
  .string()
  .trim()
  .regex(/^[A-Za-z0-9_-]{1,64}$/);
const GroupInput = z.object({ groupId: GroupIdInput });
const CreateInput = z.object({ groupId: GroupIdInput.optional(), name: characters(64, { min: 1 }) });

const groupsOf = (socket: RtSocket) =>
  [...socket.rooms].map(imRooms.groupOf).filter((groupId): groupId is string => groupId !== undefined);

const TIPS: Record<ImJoinStatus, string> = {
  success: 'im.join_success',
  already: 'im.join_already',
  waiting: 'im.join_waiting',
};

/**
 * Chat groups: audio-video chat rooms anyone may join (so no join ever waits for approval), one per
 * live room. Membership is per socket, counted online across processes; a noble joining a live
 * room's chat brings their entry effect.
 */
@Injectable()
export class GroupsService {
  private readonly known = new Set<string>();

  constructor(
    private readonly groups: GroupsRepository,
    private readonly online: OnlineCounter,
    private readonly nobleEntries: NobleEntries,
    private readonly streamers: RoomStreamers,
    private readonly sealed: SealedRooms,
    private readonly groupChats: GroupChatsService,
  ) {}

  bind(socket: RtSocket): void {
    onEvent(socket, 'joinGroup', GroupInput, ({ groupId }) => this.join(socket, groupId));
    onEvent(socket, 'quitGroup', GroupInput, async ({ groupId }) => {
      loggedIn(socket);
      await this.quit(socket, groupId);
      return null;
    });
    onEvent(socket, 'createGroup', CreateInput, ({ groupId, name }) => this.create(sender(socket), name, groupId));
    // socket.io empties the rooms itself after keeping them for a recovery: only the count changes here.
    socket.on('disconnecting', () => void this.countOffline(socket));
    if (socket.recovered) void this.countOnline(socket);
  }

  async join(
    socket: RtSocket,
    groupId: string,
  ): Promise<{ groupId: string; status: ImJoinStatus; tip: string; online: number }> {
    const identity = loggedIn(socket);
    await this.assertMayJoin(groupId);
    // A group chat's room is for its members (a destroyed one has none).
    if (isGroupChatId(groupId)) await this.groupChats.assertMember(groupId, identity.imId);
    else await this.ensureExists(groupId);
    const room = imRooms.group(groupId);
    const status: ImJoinStatus = socket.rooms.has(room) ? 'already' : 'success';
    if (status === 'success') {
      await socket.join(room);
      await this.online.add(groupId, socket);
      const roomId = liveRoomIdOf(groupId);
      if (roomId && !identity.guest) await this.nobleEntries.entered(roomId, identity.imId);
    }
    return {
      groupId,
      status,
      tip: translate(TIPS[status], socket.data.lang),
      online: await this.online.count(groupId),
    };
  }

  async quit(socket: RtSocket, groupId: string): Promise<void> {
    const room = imRooms.group(groupId);
    if (!socket.rooms.has(room)) return;
    await socket.leave(room);
    await this.online.remove(groupId, socket);
  }

  /** On logout: leaves every group. */
  async quitAll(socket: RtSocket): Promise<void> {
    const groups = groupsOf(socket);
    for (const groupId of groups) void socket.leave(imRooms.group(groupId));
    await this.countOffline(socket, groups);
  }

  private async countOffline(socket: RtSocket, groups = groupsOf(socket)): Promise<void> {
    await Promise.all(groups.map((groupId) => this.online.remove(groupId, socket))).catch(() => undefined);
  }

  /** A socket recovered after a short disconnection is back in its groups (same id): online again. */
  private async countOnline(socket: RtSocket): Promise<void> {
    await Promise.all(groupsOf(socket).map((groupId) => this.online.add(groupId, socket))).catch(() => undefined);
  }

  async create(
    ownerId: string,
    name: string,
    groupId = `group_${randomBytes(6).toString('hex')}`,
  ): Promise<{ groupId: string }> {
    if (groupId.startsWith('room_')) throw AppError.fail('im.group_reserved');
    if (isGroupChatId(groupId)) throw AppError.fail('im.group_chat_reserved');
    try {
      await this.groups.create(groupId, name, ownerId);
    } catch (error) {
      if (isUniqueViolation(error)) throw AppError.fail('im.group_exists');
      throw error;
    }
    return { groupId };
  }

  /**
   * A live room's chat only for a room the live service knows (while it cannot say, the chat stays
   * open) and that is not sealed; the seal is read on every join, the room's existence once.
   */
  private async assertMayJoin(groupId: string): Promise<void> {
    const roomId = liveRoomIdOf(groupId);
    if (roomId === undefined) return;
    const [exists, sealed] = await Promise.all([this.streamers.exists(roomId), this.sealed.isSealed(roomId)]);
    if (exists === false) throw AppError.fail('im.room_not_found');
    if (sealed) throw AppError.fail('im.room_sealed');
  }

  private async ensureExists(groupId: string): Promise<void> {
    if (this.known.has(groupId)) return;
    // Live room n's chat group: any visitor may join it, so it exists as soon as someone asks.
    if (liveRoomIdOf(groupId) !== undefined) {
      // Viewers arriving together on several processes: one creates it, the others find it there.
      await this.groups.addIfMissing(groupId, groupId);
    } else if (!(await this.groups.findById(groupId))) {
      throw AppError.fail('im.group_not_found');
    }
    // Groups are never deleted, so a process may remember the ones it has seen.
    this.known.add(groupId);
  }
}
