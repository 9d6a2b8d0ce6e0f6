import { IM_PAGE_SIZE, ImMessage, ImMessageBody, imRooms, isGroupChatId, liveRoomIdOf } from '@arena/protocol';
import { Injectable } from '@nestjs/common';
import { AppError, EventBus, ImGroupMessage, isUniqueViolation, SealedRooms } from '@arena/shared';
import { z } from 'zod';
import { GroupChatsService } from '../group-chats/group-chats.service';
import { GroupIdInput } from '../groups/groups.service';
import { sender } from '../im-session/im-identity';
import { ClientIdInput, MessageBodyInput, SenderProfile, toImMessage, toStoredBody } from '../messages/message-body';
import { SendRateLimiter } from '../messages/send-rate-limiter';
import { realtimeConfig } from '../realtime.config';
import { BannedWords } from '../banned-words/banned-words.service';
import { ChatRulesService } from '../chat-rules/chat-rules.service';
import { GroupMessagesRepository } from './group-messages.repository';
import { RoomRateCap } from './room-rate-cap';
import { GroupSenders } from './group-senders';
import { RestrictionsService } from '../restrictions/restrictions.service';
import { onEvent } from '../socket/socket-events';
import { SocketServer } from '../socket/socket-server';
import { RtSocket } from '../socket/socket-state';

const SendInput = z.intersection(z.object({ groupId: GroupIdInput, clientId: ClientIdInput }), MessageBodyInput);
const HistoryInput = z.object({
  groupId: GroupIdInput,
  beforeId: z
    .string()
    .regex(/^\d{1,19}$/)
    .optional(),
});

/**
 * Danmaku and room chat: a member's message passes the room's rules (not muted or shielded, the
 * live room's chat modes, rate, length), has its banned words masked, is stored, broadcast to the
 * group on every process within the room's rate cap, and acknowledged once the broadcast is in the
 * stream; a live room's danmaku is announced as `danmaku.sent` (heat, daily tasks).
 */
@Injectable()
export class GroupMessagesService {
  constructor(
    private readonly messages: GroupMessagesRepository,
    private readonly sockets: SocketServer,
    private readonly restrictions: RestrictionsService,
    private readonly rateLimiter: SendRateLimiter,
    private readonly rateCap: RoomRateCap,
    private readonly events: EventBus,
    private readonly chatRules: ChatRulesService,
    private readonly bannedWords: BannedWords,
    private readonly senders: GroupSenders,
    private readonly sealed: SealedRooms,
    private readonly groupChats: GroupChatsService,
  ) {}

  bind(socket: RtSocket): void {
    onEvent(socket, 'sendGroupMessage', SendInput, (input) => this.send(socket, input));
    onEvent(socket, 'groupHistory', HistoryInput, async ({ groupId, beforeId }) => {
      if (isGroupChatId(groupId)) await this.groupChats.assertMember(groupId, sender(socket));
      return this.history(groupId, beforeId);
    });
  }

  async send(socket: RtSocket, input: z.output<typeof SendInput>): Promise<ImMessage> {
    const imId = sender(socket);
    const { groupId, clientId } = input;
    if (isGroupChatId(groupId)) return this.sendToGroupChat(imId, input);
    if (!socket.rooms.has(imRooms.group(groupId))) throw AppError.fail('im.not_in_group');
    const body = toStoredBody(input as ImMessageBody, realtimeConfig().groupTextMax);
    const roomId = liveRoomIdOf(groupId);
    // What only reads goes at once: the restrictions, a retry's earlier message, the sender's card.
    const [, earlier, profile, sealed] = await Promise.all([
      this.restrictions.assertMaySend(groupId, imId),
      clientId ? this.messages.findByClientId(imId, clientId) : null,
      this.senderOf(imId, roomId),
      roomId !== undefined && this.sealed.isSealed(roomId),
    ]);
    if (sealed) throw AppError.fail('im.room_sealed');
    const own = imRooms.account(imId);
    // A retry of a stored message: the same answer, pushed again. The process that stored it may
    // have died before its push (the retry is then the only one); pages drop an id they have.
    if (earlier) return this.pushAgain(socket, earlier, profile, own);
    // The chat modes last among the checks: slow mode starts its wait only for a message let through.
    if (roomId) await this.chatRules.assertMaySend(roomId, Number(imId), input as ImMessageBody);
    if (body.type === 'text') body.text = await this.bannedWords.mask(body.text);
    await this.rateLimiter.hit(imId);
    let row;
    let admitted;
    try {
      // The room's cap is counted beside the insert: a message that fails to store only costs a slot.
      [row, admitted] = await Promise.all([
        this.messages.insert(groupId, imId, clientId, body),
        this.rateCap.admit(groupId),
      ]);
    } catch (error) {
      if (!clientId || !isUniqueViolation(error)) throw error;
      row = await this.messages.findByClientIdOrThrow(imId, clientId);
      return this.pushAgain(socket, row, profile, own);
    }
    const message = toImMessage(row, profile, { groupId });
    // The sender's socket has its ack and its other tabs always get the push; the room gets it within
    // the room's cap, past which the message is sampled out.
    socket.to(admitted ? [imRooms.group(groupId), own] : own).emit('groupMessage', message);
    await Promise.all([
      this.sockets.published(),
      roomId && this.events.publish('danmaku.sent', { userId: Number(imId), roomId }),
    ]);
    return message;
  }

  /** A room message stored by an earlier attempt, to its room and the sender's tabs once more. */
  private async pushAgain(
    socket: RtSocket,
    row: ImGroupMessage,
    profile: SenderProfile | undefined,
    own: string,
  ): Promise<ImMessage> {
    const message = toImMessage(row, profile, { groupId: row.groupId });
    socket.to([imRooms.group(row.groupId), own]).emit('groupMessage', message);
    await this.sockets.published();
    return message;
  }

  /**
   * A group chat's message: from a member (joined to its room or not), stored, counted unread for
   * the others and pushed to every member's account; no room rate cap (its members are few).
   */
  private async sendToGroupChat(imId: string, input: z.output<typeof SendInput>): Promise<ImMessage> {
    const { groupId, clientId } = input;
    const [, earlier, profile] = await Promise.all([
      this.groupChats.assertMember(groupId, imId),
      clientId ? this.messages.findByClientId(imId, clientId) : null,
      this.senderOf(imId, undefined),
    ]);
    if (earlier) return toImMessage(earlier, profile, { groupId: earlier.groupId });
    const body = toStoredBody(input as ImMessageBody, realtimeConfig().privateTextMax);
    if (body.type === 'text') body.text = await this.bannedWords.mask(body.text);
    await this.rateLimiter.hit(imId);
    let row;
    try {
      row = await this.messages.insert(groupId, imId, clientId, body);
    } catch (error) {
      if (!clientId || !isUniqueViolation(error)) throw error;
      row = await this.messages.findByClientIdOrThrow(imId, clientId);
      return toImMessage(row, profile, { groupId: row.groupId });
    }
    const message = toImMessage(row, profile, { groupId });
    // Every socket of every member, the sender's included (its conversation list moves this group up).
    const members = await this.groupChats.delivered(groupId, imId, row.id, row.createdAt);
    this.sockets.im.to(members).emit('groupMessage', message);
    await this.sockets.published();
    return message;
  }

  /** Newest first, IM_PAGE_SIZE a page; pass the last id of a page as `beforeId` for the next. */
  async history(groupId: string, beforeId?: string): Promise<{ list: ImMessage[]; hasMore: boolean }> {
    const rows = await this.messages.listHistory(groupId, beforeId ? BigInt(beforeId) : undefined, IM_PAGE_SIZE + 1);
    const page = rows.slice(0, IM_PAGE_SIZE);
    const senders = await this.senders.of(
      liveRoomIdOf(groupId),
      page.map((row) => row.senderId),
    );
    return {
      list: page.map((row) => toImMessage(row, senders.get(row.senderId), { groupId })),
      hasMore: rows.length > IM_PAGE_SIZE,
    };
  }

  /** The sender as their message shows them: profile, and in a live room their level and badges. */
  private async senderOf(imId: string, roomId: number | undefined): Promise<SenderProfile | undefined> {
    return (await this.senders.of(roomId, [imId])).get(imId);
  }
}
