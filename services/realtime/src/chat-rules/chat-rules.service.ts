import { ImMessageBody } from '@arena/protocol';
import { Injectable } from '@nestjs/common';
import { AppError, RedisService } from '@arena/shared';
import { ChatModes, ChatRulesRepository } from './chat-rules.repository';
import { RoomStreamers } from './room-streamers';

/** Text made only of emoticon codes (`[name]`), the only thing emote-only mode lets through. */
const EMOTES_ONLY = /^(\s*\[[^[\]\s]{1,20}\]\s*)+$/u;

/**
 * A live room's chat modes, enforced on every message of its group: slow mode (N seconds between a
 * user's messages), followers-only (optionally for at least N minutes), fan-badge-only and
 * emote-only. The room's streamer and staff are not held back. Each refusal says why in the
 * sender's language. Reads the local copy kept by ChatRulesConsumer; a room missing from that copy
 * (lost, or never announced) is reloaded from the live service once, not let through unrestricted.
 */
@Injectable()
export class ChatRulesService {
  constructor(
    private readonly rules: ChatRulesRepository,
    private readonly redis: RedisService,
    private readonly streamers: RoomStreamers,
  ) {}

  /**
   * The local copy of the room's modes, or live's answer stored as the copy when it is missing. The
   * copy is only created here, never overwritten: a `live.modes.changed` written meanwhile wins.
   * While live cannot answer, the room chats as if open (the next message asks again).
   */
  private async modesOf(roomId: number): Promise<ChatModes | null> {
    const stored = await this.rules.findModes(roomId);
    if (stored) return stored;
    const room = await this.streamers.chatOf(roomId);
    if (!room) return null;
    const modes = {
      slowSeconds: room.slow_seconds,
      followersOnly: room.followers_only,
      followersMinMinutes: room.followers_min_minutes,
      fansOnly: room.fans_only,
      emoteOnly: room.emote_only,
    };
    await this.rules.addModes(roomId, modes);
    return (await this.rules.findModes(roomId)) ?? modes;
  }

  async assertMaySend(roomId: number, userId: number, body: ImMessageBody): Promise<void> {
    const modes = await this.modesOf(roomId);
    if (!modes || (!modes.slowSeconds && !modes.followersOnly && !modes.fansOnly && !modes.emoteOnly)) return;
    const [streamerId, staff] = await Promise.all([this.streamers.of(roomId), this.rules.findStaff(roomId, userId)]);
    if (staff || streamerId === userId) return;

    if (modes.emoteOnly && !(body.type === 'text' && EMOTES_ONLY.test(body.text))) throw AppError.fail('im.emote_only');
    if (modes.fansOnly && !(await this.rules.findFan(roomId, userId))) throw AppError.fail('im.fans_only');
    if (modes.followersOnly) {
      const follow = streamerId === undefined ? null : await this.rules.findFollow(userId, streamerId);
      const since = follow?.following ? follow.changedAt.getTime() : undefined;
      const minutes = modes.followersMinMinutes;
      if (since === undefined)
        throw AppError.fail(minutes ? 'im.followers_only_minutes' : 'im.followers_only', { minutes });
      if (Date.now() - since < minutes * 60_000) throw AppError.fail('im.followers_only_minutes', { minutes });
    }
    // Last, so a message refused for another reason does not start the wait.
    if (modes.slowSeconds) {
      const key = `im:slow:${roomId}:${userId}`;
      const started = await this.redis.set(key, '1', 'PX', modes.slowSeconds * 1000, 'NX');
      if (!started) {
        const left = await this.redis.pttl(key);
        throw AppError.fail('im.slow_mode', { seconds: Math.max(1, Math.ceil(left / 1000)) });
      }
    }
  }
}
