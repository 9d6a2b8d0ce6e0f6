import { Injectable } from '@nestjs/common';
import { liveContracts } from '@arena/contracts';
import { AppError, AuthUser, Lang, Page, PageInput, ServiceClient, translate } from '@arena/shared';
import { ClipRate } from './clip-rate';
import { ClipItemOutput, ClipStateOutput, presentClip } from './clip.schemas';
import { ClipSource, LIVE_CLIP_SECONDS, RANGE_MAX_SECONDS, RANGE_MIN_SECONDS } from './clip-source';
import { BannedWordsMask } from '../danmaku/banned-words-mask';
import { ClipSources } from './clip-sources';
import { ClipFilter, ClipsRepository } from './clips.repository';
import { ClipsWorker } from './clips.worker';
import { z } from 'zod';

/** A little more than a video's rounded duration still counts as inside it. */
const DURATION_SLACK = 1;

/**
 * Viewers and streamers cut clips: the last 30 or 60 seconds of a live room (its recording as it is
 * being written), or a range of a replay or another video. The request answers at once with the
 * clip's id; a job copies its segments (ClipCutter).
 */
@Injectable()
export class ClipsService {
  constructor(
    private readonly clips: ClipsRepository,
    private readonly sources: ClipSources,
    private readonly services: ServiceClient,
    private readonly rate: ClipRate,
    private readonly titles: BannedWordsMask,
    private readonly worker: ClipsWorker,
  ) {}

  /** The room's last `seconds` (30 or 60), up to the newest segment written when asked. */
  async fromLive(input: { roomId: number; seconds: number; title: string }, user: AuthUser) {
    if (!(LIVE_CLIP_SECONDS as readonly number[]).includes(input.seconds))
      throw AppError.fail('clip.live_seconds_invalid', { field: 'seconds' });
    const { broadcasts } = await this.services.call(liveContracts.roomOnAir, { room_id: input.roomId });
    const broadcast = broadcasts[0];
    if (!broadcast) throw AppError.fail('clip.room_off_air');
    // A room put on the air by its start button carries no video: nothing is recorded.
    if (!broadcast.pushed) throw AppError.fail('clip.no_video_yet');
    await this.rate.take(user.id);
    const playlist = this.sources.recordingOf(broadcast.broadcast_id);
    const written = await this.sources.writtenSeconds(playlist);
    const category = await this.sources.categoryOfRoomType(broadcast.room_type);
    const source: ClipSource = { playlist, start: Math.max(0, written - input.seconds), end: written };
    const { id } = await this.clips.insert({
      userId: broadcast.anchor_id,
      nickname: broadcast.anchor_nickname,
      avatar: broadcast.anchor_avatar,
      categoryId: category,
      title: await this.titles.mask(input.title),
      durationSeconds: Math.max(1, Math.round(source.end - source.start)),
      roomId: broadcast.room_id,
      clipBroadcastId: broadcast.broadcast_id,
      clippedBy: user.id,
      clipSource: { ...source },
    });
    await this.worker.schedule(id);
    return { id, status: 'cutting' as const };
  }

  /** `start` to `end` seconds of a replay or another ready video (5 to 120 seconds). */
  async fromRange(input: { videoId: number; start: number; end: number; title: string }, user: AuthUser) {
    const video = await this.clips.findById(input.videoId);
    if (!video || video.status !== 'ready') throw AppError.fail('video.not_found');
    const length = input.end - input.start;
    if (length < RANGE_MIN_SECONDS || length > RANGE_MAX_SECONDS)
      throw AppError.fail('clip.range_length_invalid', {
        field: 'end',
        min: RANGE_MIN_SECONDS,
        max: RANGE_MAX_SECONDS,
      });
    if (input.end > video.durationSeconds + DURATION_SLACK)
      throw AppError.fail('clip.range_past_end', { field: 'end', seconds: video.durationSeconds });
    await this.rate.take(user.id);
    const source: ClipSource = { playlist: video.url, start: input.start, end: input.end };
    const { id } = await this.clips.insert({
      userId: video.userId,
      nickname: video.nickname,
      avatar: video.avatar,
      categoryId: video.categoryId,
      title: await this.titles.mask(input.title),
      durationSeconds: Math.max(1, Math.round(length)),
      roomId: video.roomId,
      clipBroadcastId: video.broadcastId ?? video.clipBroadcastId,
      clipVideoId: video.id,
      clippedBy: user.id,
      matchId: video.matchId,
      clipSource: { ...source },
    });
    await this.worker.schedule(id);
    return { id, status: 'cutting' as const };
  }

  /** Where a clip stands: cutting, ready (with its playlist) or failed (with why). */
  async state(id: number, lang: Lang): Promise<z.output<typeof ClipStateOutput>> {
    const clip = await this.clips.findById(id);
    if (!clip || clip.kind !== 'clip' || !clip.clipSource) throw AppError.fail('clip.not_found');
    return {
      id: clip.id,
      status: clip.status as 'cutting' | 'ready' | 'failed',
      url: clip.status === 'ready' ? clip.url : '',
      poster: clip.status === 'ready' ? clip.poster : '',
      duration_seconds: clip.durationSeconds,
      failure_reason: clip.status === 'failed' && clip.failureKey ? translate(clip.failureKey, lang) : '',
    };
  }

  async list(filter: ClipFilter, page: PageInput, lang: Lang): Promise<Page<z.output<typeof ClipItemOutput>>> {
    if (filter.roomId === undefined && filter.userId === undefined && filter.matchId === undefined)
      throw AppError.fail('clip.list_unnamed');
    const [rows, total] = await Promise.all([
      this.clips.list(filter, (page.page - 1) * page.limit, page.limit),
      this.clips.count(filter),
    ]);
    return { list: rows.map((row) => presentClip(row, lang)), total, page: page.page, limit: page.limit };
  }
}
