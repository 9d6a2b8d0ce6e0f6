import type { RoomChatModes } from '@arena/protocol';
import { Injectable } from '@nestjs/common';
import type { RevokedReason } from '../auth/session-store';
import { loadConfig } from '../config/config';
import { RedisService } from '../redis/redis.service';

/** Facts other services react to; one Redis stream per event type, trimmed to recent history. */
export interface DomainEvents {
  'user.registered': { userId: number; inviterId?: number; shareCode?: string };
  'user.banned': { userId: number };
  /** Sessions ended (sign-out, password change, ban, a newer login): their chat sockets are closed. */
  'session.revoked': { userId: number; sessionIds: string[]; reason: RevokedReason };
  'login.qr.scanned': { code: string; userId: number };
  /** No token: it goes only to the page holding the code's secret, never into a stream. */
  'login.qr.confirmed': { code: string; userId: number };
  /** Diamonds a user spent (gifts, guards, horns...): wealth experience and spending tasks. */
  /** A user's wealth level after diamonds spent (it never falls): shown beside their danmaku. */
  'user.wealth.changed': { userId: number; level: number };
  'wallet.spent': { userId: number; amount: string; reason: string; transferId: string };
  /**
   * A user account's balance after a transfer (decimal text, two places). Per account the transfer
   * ids only grow, so a consumer keeps the balance of the highest id it has seen.
   */
  'wallet.balance.changed': {
    userId: number;
    kind: 'diamond' | 'cash' | 'consumption';
    balance: string;
    transferId: string;
  };
  /** A viewer watched a live room for some minutes (the live service reports periodically). */
  'live.watched': { userId: number; roomId: number; minutes: number };
  'danmaku.sent': { userId: number; roomId: number };
  /** A room's chat modes after a change (the whole set): the chat gateway keeps a copy and enforces it. */
  'live.modes.changed': RoomChatModes;
  /** A room's staff changed: role is the new one, null when dismissed. */
  'live.staff.changed': { roomId: number; userId: number; role: 'manager' | 'assistant' | null };
  /** A user's standing in a streamer's fan group after a change (joined, put on or took off the badge). */
  'live.fans.changed': {
    streamerId: number;
    roomId: number;
    userId: number;
    member: boolean;
    wearing: boolean;
    badgeName: string;
  };
  /** A streamer renamed their fan badge: every wearer's danmaku shows the new name. */
  'live.fans.renamed': { streamerId: number; roomId: number; badgeName: string };
  /**
   * A room went off the air, however (`media`: its push ended). The media service disconnects a push
   * still feeding it (a kick-out, a seal, the streamer's own end button).
   */
  'live.broadcast.ended': { roomId: number; broadcastId: number; by: 'anchor' | 'kickout' | 'seal' | 'media' };
  /** A room went on the air (video arrived): its streamer's followers are told. */
  'live.broadcast.started': { roomId: number; broadcastId: number; streamerId: number; title: string };
  /** A room's stream key changed: a push still using the old one is disconnected. */
  'live.stream_key.changed': { roomId: number };
  /** A streamer deleted a broadcast's recording: its files go. */
  'live.recording.deleted': { broadcastId: number; url: string };
  /**
   * A match kicked off (its status moved from upcoming to live): those who reserved it are told.
   * The teams' names in every language, so a reader sees them in theirs.
   */
  'match.started': {
    matchId: number;
    sport: string;
    home: { zh: string; en: string; vi: string };
    away: { zh: string; en: string; vi: string };
  };
  /** A match ended (its status moved to finished), with its final score: reports and records follow. */
  'match.finished': {
    matchId: number;
    sport: string;
    home: { zh: string; en: string; vi: string };
    away: { zh: string; en: string; vi: string };
    homeScore: number;
    awayScore: number;
  };
  /**
   * A goal recorded in a football match (`seq`: its event's sequence number, unique in the match), with
   * the score it left; `side` is the team it counts for (an own goal counts for the other side).
   * `scorer` is the player in every language (the free text an administrator typed in all three when
   * the player is not in a squad), null when nobody was named.
   */
  'match.goal': {
    matchId: number;
    sport: string;
    seq: number;
    minute: number;
    type: 'goal' | 'penalty' | 'own_goal';
    side: 'home' | 'away';
    homeScore: number;
    awayScore: number;
    scorer: { zh: string; en: string; vi: string } | null;
    home: { zh: string; en: string; vi: string };
    away: { zh: string; en: string; vi: string };
  };
  /** A user shared a room, a video or an invitation link. */
  'content.shared': { userId: number; target: string };
  /** A follow or unfollow; `at` (ISO time) orders changes of one pair, the newest wins. */
  'follow.changed': { followerId: number; streamerId: number; following: boolean; at: string };
  /**
   * A gift given in a live room, worth `diamonds` (decimal text), with the giver as shown; `transferId` is
   * the wallet transfer that paid it, or `backpack:<send id>` for a gift sent from the backpack.
   */
  'gift.sent': {
    userId: number;
    nickname: string;
    avatar: string;
    roomId: number;
    streamerId: number;
    giftId: number;
    diamonds: string;
    transferId: string;
  };
  /**
   * A user's nobility after a change (a purchase renewed or replaced it, or it expired: level 0).
   * `version` grows with every change of one user, so a reader keeps the highest it has seen;
   * `expiresAt` (ISO time) lets a reader count the tier as ended on time even before the expiry's event.
   */
  'guard.changed': { userId: number; level: number; tierId: number | null; expiresAt: string; version: number };
  /**
   * What is searchable changed: a post, video or room was created, edited or removed
   * (`removed`). The search service asks the owner for the current copy (decision 048), so an event
   * delivered twice or late changes nothing.
   */
  'post.changed': { postId: number; removed: boolean };
  'video.changed': { videoId: number; removed: boolean };
  'room.changed': { roomId: number };
}

/**
 * The Redis stream (and pub/sub channel) of an event type. `EVENTS_PREFIX` keeps apart stacks sharing
 * one Redis (each test suite's), as JOBS_PREFIX does for job queues.
 */
export const streamKey = (type: string) => `${loadConfig().eventsPrefix}events:${type}`;

/** One event to publish, of any type, typed by it. */
export type PublishedEvent = { [K in keyof DomainEvents]: { type: K; payload: DomainEvents[K] } }[keyof DomainEvents];

@Injectable()
export class EventBus {
  constructor(private readonly redis: RedisService) {}

  async publish<K extends keyof DomainEvents>(type: K, payload: DomainEvents[K]): Promise<void> {
    await this.publishAll([{ type, payload } as PublishedEvent]);
  }

  /** Several events in one MULTI: one round trip to Redis whatever their number. */
  async publishAll(events: readonly PublishedEvent[]): Promise<void> {
    if (events.length === 0) return;
    const multi = this.redis.multi();
    for (const { type, payload } of events) {
      const body = JSON.stringify(payload);
      multi.xadd(streamKey(type), 'MAXLEN', '~', '10000', '*', 'data', body).publish(streamKey(type), body);
    }
    await multi.exec();
  }
}
