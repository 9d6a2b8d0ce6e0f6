import { Injectable } from '@nestjs/common';
import { AppError } from '@arena/shared';
import { BroadcastWithRoom, ClipSourcesRepository } from './clip-sources.repository';

/** A schedule linked to a match counts as its broadcast from 6 hours before its kick-off... */
const SCHEDULED_BEFORE_MS = 2 * 3_600_000;
/** ...until 6 hours after the time it was announced for (extra time, a late start). */
const SCHEDULED_AFTER_MS = 6 * 3_600_000;

/** What the video service cuts clips from: a room's broadcast on the air, or those of rooms broadcasting a match. */
@Injectable()
export class ClipSourcesService {
  constructor(private readonly sources: ClipSourcesRepository) {}

  async ofRoom(roomId: number) {
    if (!(await this.sources.roomExists(roomId))) throw AppError.fail('live.room_not_found');
    const running = await this.sources.listRunning([roomId]);
    return { broadcasts: running.slice(0, 1).map(present) };
  }

  async ofMatch(matchId: number, now = new Date()) {
    const rooms = await this.sources.listRoomsScheduling(
      matchId,
      new Date(now.getTime() - SCHEDULED_AFTER_MS),
      new Date(now.getTime() + SCHEDULED_BEFORE_MS),
    );
    const running = await this.sources.listRunning(rooms);
    // One broadcast per room (a room runs one at a time; the newest if an old one was never closed).
    const seen = new Set<number>();
    return { broadcasts: running.filter((b) => !seen.has(b.roomId) && seen.add(b.roomId)).map(present) };
  }
}

function present(broadcast: BroadcastWithRoom) {
  const { room } = broadcast;
  return {
    room_id: room.id,
    broadcast_id: broadcast.id,
    pushed: broadcast.pushed,
    anchor_id: room.streamerId,
    anchor_nickname: room.streamerNickname,
    anchor_avatar: room.streamerAvatar,
    room_type: room.type,
    title: broadcast.title,
    started_at: broadcast.startedAt.toISOString(),
  };
}
