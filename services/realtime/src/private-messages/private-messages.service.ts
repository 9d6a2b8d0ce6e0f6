import {
  AUTO_REPLY_CLIENT_PREFIX,
  IM_PAGE_SIZE,
  ImConversationItem,
  ImMessage,
  ImMessageBody,
  imRooms,
} from '@arena/protocol';
import { Injectable, Logger } from '@nestjs/common';
import { accountContracts } from '@arena/contracts';
import { AppError, isUniqueViolation, ServiceClient, Transactions } from '@arena/shared';
import { z } from 'zod';
import { AutoReplies } from '../auto-replies/auto-replies';
import { sender } from '../im-session/im-identity';
import {
  ClientIdInput,
  MessageBodyInput,
  StoredBody,
  StoredMessage,
  toImMessage,
  toStoredBody,
} from '../messages/message-body';
import { SendRateLimiter } from '../messages/send-rate-limiter';
import { ProfilesService } from '../profiles/profiles.service';
import { realtimeConfig } from '../realtime.config';
import { NoInput, onEvent } from '../socket/socket-events';
import { SocketServer } from '../socket/socket-server';
import { RtSocket } from '../socket/socket-state';
import { PrivateMessagesRepository } from './private-messages.repository';

/** Private messages go between users; guests only read group chat. */
const UserImId = z
  .union([
    z.number().int().min(1),
    z
      .string()
      .trim()
      .regex(/^\d{1,10}$/),
  ])
  .transform(String);
const MessageId = z.string().regex(/^\d{1,19}$/);
export const SendPrivateInput = z.intersection(z.object({ to: UserImId, clientId: ClientIdInput }), MessageBodyInput);
export type SendPrivateInput = z.output<typeof SendPrivateInput>;
const PeerInput = z.object({ peerId: UserImId });
const HistoryInput = PeerInput.extend({ beforeId: MessageId.optional() });

/** Both directions of a conversation share one key, so one index pages its history. */
const conversationOf = (a: string, b: string) => [a, b].sort().join(':');

/**
 * Private messages: stored (with both sides' conversation rows and the receiver's unread count) in
 * one transaction before the sender's ack, then pushed to every socket of both accounts.
 */
@Injectable()
export class PrivateMessagesService {
  private readonly logger = new Logger(PrivateMessagesService.name);

  constructor(
    private readonly messages: PrivateMessagesRepository,
    private readonly transactions: Transactions,
    private readonly sockets: SocketServer,
    private readonly profiles: ProfilesService,
    private readonly rateLimiter: SendRateLimiter,
    private readonly services: ServiceClient,
    private readonly autoReplies: AutoReplies,
  ) {}

  bind(socket: RtSocket): void {
    onEvent(socket, 'sendMessage', SendPrivateInput, (input) => this.send(sender(socket), input));
    onEvent(socket, 'history', HistoryInput, ({ peerId, beforeId }) => this.history(sender(socket), peerId, beforeId));
    onEvent(socket, 'conversations', NoInput, () => this.conversations(sender(socket)));
    onEvent(socket, 'markRead', PeerInput, async ({ peerId }) => {
      await this.markRead(sender(socket), peerId);
      return null;
    });
  }

  async send(from: string, input: SendPrivateInput): Promise<ImMessage> {
    const { to, clientId } = input;
    if (to === from) throw AppError.fail('im.cannot_message_self');
    // A message to nobody would sit in a conversation no one can open.
    const { exists } = await this.services.call(accountContracts.userExists, { id: to });
    if (!exists) throw AppError.fail('im.recipient_not_found');
    const body = toStoredBody(input as ImMessageBody, realtimeConfig().privateTextMax);
    if (clientId) {
      const earlier = await this.messages.findByClientId(from, clientId);
      if (earlier) return this.view(earlier);
    }
    await this.rateLimiter.hit(from);
    const message = await this.deliver(from, to, body, clientId);
    // After the sender's answer: the receiver's automatic reply, if one is due, follows it.
    void this.autoReply(to, from).catch((error: unknown) =>
      this.logger.warn(`automatic reply of ${to} to ${from} failed: ${String(error)}`),
    );
    return message;
  }

  /**
   * A text message a service sends on a user's behalf (the support account answering, through
   * `realtimeContracts.sendPrivateText`): stored and pushed as any other, never auto-replied to.
   */
  async sendOnBehalf(from: string, to: string, text: string): Promise<ImMessage> {
    const { exists } = await this.services.call(accountContracts.userExists, { id: to });
    if (!exists) throw AppError.fail('im.recipient_not_found');
    const body = toStoredBody({ type: 'text', text }, realtimeConfig().privateTextMax);
    return this.deliver(from, to, body);
  }

  /** Stores the message with both sides' conversation rows, then pushes it to both accounts' sockets. */
  private async deliver(from: string, to: string, body: StoredBody, clientId?: string): Promise<ImMessage> {
    let row;
    try {
      row = await this.transactions.run(async (tx) => {
        const message = await this.messages.insert(
          { conversation: conversationOf(from, to), senderId: from, receiverId: to, clientId, ...body },
          tx,
        );
        await this.messages.recordSent(from, to, message.id, tx);
        await this.messages.recordReceived(to, from, message.id, tx);
        return message;
      });
    } catch (error) {
      if (!clientId || !isUniqueViolation(error)) throw error;
      return this.view(await this.messages.findByClientIdOrThrow(from, clientId));
    }
    const message = await this.view(row);
    this.sockets.im.to([imRooms.account(to), imRooms.account(from)]).emit('privateMessage', message);
    await Promise.all([this.pushUnread(to, from), this.sockets.published()]);
    return message;
  }

  /** `owner`'s automatic reply to `peer`, when one is due: a text message marked by its client id. */
  private async autoReply(owner: string, peer: string): Promise<void> {
    const text = await this.autoReplies.due(owner, peer);
    if (!text) return;
    const body = toStoredBody({ type: 'text', text }, realtimeConfig().privateTextMax);
    await this.deliver(owner, peer, body, `${AUTO_REPLY_CLIENT_PREFIX}${peer}:${Date.now()}`);
  }

  /** Newest first, IM_PAGE_SIZE a page. */
  async history(owner: string, peerId: string, beforeId?: string): Promise<{ list: ImMessage[]; hasMore: boolean }> {
    const rows = await this.messages.listHistory(
      conversationOf(owner, peerId),
      beforeId ? BigInt(beforeId) : undefined,
      IM_PAGE_SIZE + 1,
    );
    const page = rows.slice(0, IM_PAGE_SIZE);
    const profiles = await this.profiles.many([owner, peerId]);
    return {
      list: page.map((row) => toImMessage(row, profiles.get(row.senderId), { to: row.receiverId })),
      hasMore: rows.length > IM_PAGE_SIZE,
    };
  }

  /** Most recent first, with each conversation's unread count and the total. */
  async conversations(owner: string): Promise<{ list: ImConversationItem[]; unreadTotal: number }> {
    const rows = await this.messages.listConversations(owner, 100);
    const [messages, profiles] = await Promise.all([
      this.messages.listByIds(rows.map((row) => row.lastMessageId)),
      this.profiles.many([owner, ...rows.map((row) => row.peerId)]),
    ]);
    const byId = new Map(messages.map((message) => [message.id, message]));
    const list = rows.flatMap((row) => {
      const last = byId.get(row.lastMessageId);
      if (!last) return [];
      const peer = profiles.get(row.peerId);
      return [
        {
          peerId: row.peerId,
          nick: peer?.nick || row.peerId,
          avatar: peer?.avatar ?? '',
          unread: row.unread,
          lastMessage: toImMessage(last, profiles.get(last.senderId), { to: last.receiverId }),
        },
      ];
    });
    return { list, unreadTotal: await this.unreadTotal(owner) };
  }

  async markRead(owner: string, peerId: string): Promise<void> {
    await this.messages.clearUnread(owner, peerId);
    await this.pushUnread(owner, peerId);
  }

  private unreadTotal(owner: string): Promise<number> {
    return this.messages.countUnread(owner);
  }

  private async pushUnread(owner: string, peerId: string): Promise<void> {
    const row = await this.messages.findConversation(owner, peerId);
    this.sockets.im
      .to(imRooms.account(owner))
      .emit('unread', { peerId, unread: row?.unread ?? 0, unreadTotal: await this.unreadTotal(owner) });
  }

  private async view(row: StoredMessage & { receiverId: string }): Promise<ImMessage> {
    return toImMessage(row, await this.profiles.get(row.senderId), { to: row.receiverId });
  }
}
