import { Injectable } from '@nestjs/common';
import { AppError, PageInput } from '@arena/shared';
import { liveFlvUrl, liveStreamUrl } from './playback-addresses';
import { PlaybackRepository } from './playback.repository';

/** The addresses a player needs; the media service serves what they point at. */
@Injectable()
export class PlaybackService {
  constructor(private readonly playback: PlaybackRepository) {}

  /** A room's stream addresses: empty while it is off the air. */
  async liveUrl(roomId: number) {
    const live = await this.isLive(roomId);
    return {
      room_id: roomId,
      is_live: live ? 1 : 0,
      hls: live ? liveStreamUrl(roomId) : '',
      flv: live ? liveFlvUrl(roomId) : '',
    } as const;
  }

  /** What a player opens: the room's live stream, refused while it is off the air. */
  async liveStream(roomId: number) {
    if (!(await this.isLive(roomId))) throw AppError.fail('live.not_live');
    return { url: liveStreamUrl(roomId), format: 'hls', kind: 'live', flv: liveFlvUrl(roomId) } as const;
  }

  async recording(broadcastId: number) {
    const broadcast = await this.playback.findRecording(broadcastId);
    if (!broadcast) throw AppError.fail('live.broadcast_not_found');
    if (!broadcast.playbackUrl) throw AppError.fail('live.no_recording');
    return { url: broadcast.playbackUrl, format: 'hls', kind: 'recording', flv: '' } as const;
  }

  /** A broadcast with its room, for the video service's replay of it. */
  async replaySource(broadcastId: number) {
    const broadcast = await this.playback.findWithRoom(broadcastId);
    if (!broadcast) throw AppError.fail('live.broadcast_not_found');
    const { room } = broadcast;
    return {
      broadcast_id: broadcast.id,
      room_id: room.id,
      anchor_id: room.streamerId,
      anchor_nickname: room.streamerNickname,
      anchor_avatar: room.streamerAvatar,
      room_type: room.type,
      cover: room.cover,
      title: broadcast.title,
      started_at: broadcast.startedAt.toISOString(),
      ended_at: broadcast.endedAt?.toISOString() ?? null,
      pushed: broadcast.pushed,
      playback_url: broadcast.playbackUrl,
    };
  }

  /** A room's past broadcasts that have a recording, newest first. */
  async recordings(roomId: number, page: PageInput) {
    const [rows, total] = await Promise.all([
      this.playback.listRecordings(roomId, (page.page - 1) * page.limit, page.limit),
      this.playback.countRecordings(roomId),
    ]);
    return {
      list: rows.map((b) => ({
        id: b.id,
        title: b.title,
        started_at: b.startedAt.toISOString(),
        ended_at: (b.endedAt as Date).toISOString(),
        duration_seconds: Math.round(((b.endedAt as Date).getTime() - b.startedAt.getTime()) / 1000),
        url: b.playbackUrl as string,
      })),
      total,
      page: page.page,
      limit: page.limit,
    };
  }

  /** Fails for an unknown or sealed room. */
  private async isLive(roomId: number): Promise<boolean> {
    const room = await this.playback.findRoomState(roomId);
    if (!room || room.sealedAt) throw AppError.fail('live.room_not_found');
    return Boolean(room.liveSince);
  }
}
