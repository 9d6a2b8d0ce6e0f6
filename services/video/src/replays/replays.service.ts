import { Injectable, Logger } from '@nestjs/common';
import { EventBus, RealtimeEmitter, ServiceClient, serviceUrl, Transactions } from '@arena/shared';
import { liveContracts } from '@arena/contracts';
import { CategoriesRepository } from '../categories/categories.repository';
import { ReplayChat } from '../replay-chat/replay-chat';
import { ReplayChatRepository } from '../replay-chat/replay-chat.repository';
import { videoConfig } from '../video.config';
import { probeDuration } from './probe-duration';
import { ReplaysRepository } from './replays.repository';
import { CATEGORY_OF_ROOM_TYPE } from './room-type-category';

export class RecordingNotReady extends Error {}

/** Finished broadcasts become replay videos of their room and streamer; deleted recordings take them away. */
@Injectable()
export class ReplaysService {
  private readonly logger = new Logger('Replays');
  private readonly config = videoConfig();

  constructor(
    private readonly replays: ReplaysRepository,
    private readonly categories: CategoriesRepository,
    private readonly services: ServiceClient,
    private readonly realtime: RealtimeEmitter,
    private readonly transactions: Transactions,
    private readonly chat: ReplayChat,
    private readonly chatLines: ReplayChatRepository,
    private readonly events: EventBus,
  ) {}

  /**
   * Idempotent: a broadcast has at most one replay (unique broadcast id). Answers the video's id, or
   * undefined when the broadcast will never have a recording (no push carried it).
   */
  async make(broadcastId: number): Promise<number | undefined> {
    const existing = await this.replays.findByBroadcast(broadcastId);
    if (existing) return existing.id;
    const broadcast = await this.services.call(liveContracts.broadcastReplay, { broadcast_id: broadcastId });
    if (!broadcast.pushed) return undefined;
    const url = broadcast.playback_url;
    if (!url) throw new RecordingNotReady(`broadcast ${broadcastId} has no recording yet`);
    // A recording's address is public (`/media/vod/...`, or absolute when MEDIA_PUBLIC_URL is): measured
    // as players fetch it, through the edge (the media service serves only signed callers).
    const seconds = await probeDuration(this.config.ffprobePath, new URL(url, serviceUrl('edge')).toString());
    const category = await this.categories.findByCode(CATEGORY_OF_ROOM_TYPE[broadcast.room_type] ?? 'other');
    if (!category) throw new Error('the video categories are not seeded');
    // Read before the transaction: a failed read fails the job, which retries the whole replay.
    const lines = await this.chat.of(broadcast);
    const created = await this.transactions.run(async (tx) => {
      const rows = await this.replays.insert(
        {
          userId: broadcast.anchor_id,
          nickname: broadcast.anchor_nickname,
          avatar: broadcast.anchor_avatar,
          categoryId: category.id,
          kind: 'replay',
          title: broadcast.title,
          url,
          poster: broadcast.cover,
          durationSeconds: Math.round(seconds),
          roomId: broadcast.room_id,
          broadcastId,
          createdAt: broadcast.ended_at ? new Date(broadcast.ended_at) : new Date(),
        },
        tx,
      );
      if (rows[0])
        await this.chatLines.insertMany(
          lines.map((line) => ({ ...line, videoId: rows[0].id })),
          tx,
        );
      return rows;
    });
    if (!created[0]) return (await this.replays.findByBroadcast(broadcastId))?.id;
    this.logger.log(`Broadcast ${broadcastId} became replay video ${created[0].id} (${Math.round(seconds)} s)`);
    // Viewers still in the room see it in the replay tab at once.
    await this.realtime.roomEvent(broadcast.room_id, 'replayReady', { video_id: created[0].id });
    await this.searchable(created[0].id, false);
    return created[0].id;
  }

  /** The recording is gone (deleted by the streamer, or past its retention): so is its replay. */
  async recordingDeleted(broadcastId: number): Promise<void> {
    const replay = await this.replays.findByBroadcast(broadcastId);
    await this.replays.deleteByBroadcast(broadcastId);
    if (replay) await this.searchable(replay.id, true);
  }

  /** The search index copies or forgets the replay (published after the commit: no outbox here; decision 048). */
  private async searchable(videoId: number, removed: boolean): Promise<void> {
    await this.events.publish('video.changed', { videoId, removed }).catch(() => undefined);
  }
}
