import { Injectable, Logger } from '@nestjs/common';
import { accountContracts } from '@arena/contracts';
import {
  AppError,
  AuthUser,
  Lang,
  RealtimeEmitter,
  RedisService,
  ServiceClient,
  slidingWindowHit,
  VideoDanmaku,
} from '@arena/shared';
import { videoConfig } from '../video.config';
import { VideosRepository } from '../videos/videos.repository';
import { BannedWordsMask } from './banned-words-mask';
import { danmakuLine } from './danmaku-text';
import { DanmakuView, LIST_MAX, MINE_MAX, WINDOW_MAX_MS } from './danmaku.schemas';
import type { DanmakuColor, DanmakuMode } from '@arena/protocol';
import { DanmakuRepository } from './danmaku.repository';

/** A line may sit this far past the video's stored (whole-second) duration: its last fraction of a second. */
const END_SLACK_MS = 1000;

/**
 * Danmaku on videos: posted at a moment of the playback, listed by windows of it, deleted by their
 * author; a line posted on a listed video, or deleted, is pushed at once to the pages watching it
 * (decision 055).
 */
@Injectable()
export class DanmakuService {
  private readonly logger = new Logger('VideoDanmaku');

  constructor(
    private readonly danmaku: DanmakuRepository,
    private readonly videos: VideosRepository,
    private readonly bannedWords: BannedWordsMask,
    private readonly redis: RedisService,
    private readonly services: ServiceClient,
    private readonly realtime: RealtimeEmitter,
  ) {}

  /** The lines of one window of the playback, in order; `to_ms` is where the answer stops. */
  async window(
    videoId: number,
    window: { fromMs: number; toMs?: number },
    viewer: AuthUser | undefined,
  ): Promise<{ video_id: number; from_ms: number; to_ms: number; list: DanmakuView[] }> {
    await this.watchable(videoId, viewer);
    const toMs = window.toMs ?? window.fromMs + WINDOW_MAX_MS;
    const rows = await this.danmaku.listWindow(videoId, window.fromMs, toMs, LIST_MAX + 1);
    // A crowded window answers its first lines and says where they stop: the next call starts there.
    const full = rows.length > LIST_MAX;
    const list = full ? rows.slice(0, LIST_MAX) : rows;
    const reach = full ? rows[LIST_MAX].atMs : toMs;
    return {
      video_id: videoId,
      from_ms: window.fromMs,
      to_ms: reach,
      list: list.filter((row) => row.atMs < reach).map((row) => present(row, viewer)),
    };
  }

  async post(
    user: AuthUser,
    input: { videoId: number; text: string; atMs: number; color: DanmakuColor; mode: DanmakuMode },
    lang: Lang,
  ): Promise<DanmakuView> {
    const config = videoConfig();
    const line = danmakuLine(input.text, config.danmakuTextMax);
    const video = await this.watchable(input.videoId, user);
    if (input.atMs > video.durationSeconds * 1000 + END_SLACK_MS)
      throw AppError.fail('video.danmaku_after_end', { field: 'at_ms' });
    if (
      !(await slidingWindowHit(
        this.redis,
        `video:danmaku:rate:${user.id}`,
        config.danmakuSendLimit,
        config.danmakuSendWindowMs,
      ))
    )
      throw AppError.fail('video.danmaku_rate_limited');
    const [author, text] = await Promise.all([
      this.services.call(accountContracts.userCard, { id: user.id }, { lang }),
      this.bannedWords.mask(line),
    ]);
    const row = await this.danmaku.insert({
      videoId: input.videoId,
      userId: user.id,
      nickname: author.user_nickname.slice(0, 40),
      text,
      atMs: input.atMs,
      color: input.color,
      mode: input.mode,
    });
    const view = present(row, user);
    // An author's unfinished upload is theirs alone: only a listed video's watchers hear its lines.
    if (video.status === 'ready') {
      const { is_mine: _mine, ...line } = view;
      // Stored already: a lost push only means others see it when their playback next loads its window.
      await this.realtime
        .videoDanmaku(line)
        .catch((error: Error) => this.logger.warn(`Danmaku ${row.id} not pushed: ${error.message}`));
    }
    return view;
  }

  /** The viewer's own lines on a video, so that they can take one back wherever it is in the playback. */
  async mine(user: AuthUser, videoId: number): Promise<{ video_id: number; list: DanmakuView[] }> {
    await this.watchable(videoId, user);
    const rows = await this.danmaku.listByAuthor(videoId, user.id, MINE_MAX);
    return { video_id: videoId, list: rows.map((row) => present(row, user)) };
  }

  /** Only the author deletes a line; the pages watching the video take it off (it may be flying there). */
  async remove(user: AuthUser, id: number): Promise<void> {
    const line = await this.danmaku.findAuthor(id);
    if (!line) throw AppError.fail('video.danmaku_not_found');
    if (line.userId !== user.id) throw AppError.fail('video.danmaku_not_yours');
    await this.danmaku.delete(id);
    // Deleted already: a lost push only leaves the line on screens until their playback loads its window again.
    await this.realtime
      .videoDanmakuDeleted({ id, video_id: line.videoId })
      .catch((error: Error) => this.logger.warn(`Deletion of danmaku ${id} not pushed: ${error.message}`));
  }

  /** A listed video, or one of the viewer's own still being made: others' unfinished uploads do not exist. */
  private async watchable(videoId: number, viewer: AuthUser | undefined) {
    const video = await this.videos.findById(videoId);
    if (!video || (video.status !== 'ready' && video.userId !== viewer?.id)) throw AppError.fail('video.not_found');
    return video;
  }
}

function present(row: VideoDanmaku, viewer: AuthUser | undefined): DanmakuView {
  return {
    id: row.id,
    video_id: row.videoId,
    at_ms: row.atMs,
    text: row.text,
    color: row.color as DanmakuColor,
    mode: row.mode as DanmakuMode,
    uid: row.userId,
    user_nickname: row.nickname,
    is_mine: viewer?.id === row.userId ? 1 : 0,
    created_at: row.createdAt.toISOString(),
  };
}
