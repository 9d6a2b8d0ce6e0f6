import { Injectable, Logger } from '@nestjs/common';
import { liveContracts } from '@arena/contracts';
import { AppError, LANGS, ServiceClient, translate } from '@arena/shared';
import { CLIP_TITLE_MAX } from './clip.schemas';
import { GoalOfMatch } from './clip.job';
import { ClipSource, GOAL_CLIP_SECONDS } from './clip-source';
import { ClipSources } from './clip-sources';
import { ClipsRepository } from './clips.repository';

/** The title of a goal clip in one language: scorer, minute and the score it left. */
export function goalTitle(goal: GoalOfMatch, lang: 'zh' | 'en' | 'vi'): string {
  const params = {
    minute: goal.minute,
    home: goal.home[lang],
    away: goal.away[lang],
    home_score: goal.homeScore,
    away_score: goal.awayScore,
    scorer: goal.scorer?.[lang] ?? '',
    team: goal[goal.side][lang],
  };
  const title = translate(goal.scorer ? 'clip.goal_title' : 'clip.goal_title_team', lang, params);
  return [...title].slice(0, CLIP_TITLE_MAX * 2).join('');
}

/**
 * A goal in a match that rooms broadcast (a schedule linked to the match, on the air now): each such
 * room's last 30 seconds become a clip titled in zh, en and vi, once per room and goal.
 */
@Injectable()
export class GoalClips {
  private readonly logger = new Logger('GoalClips');

  constructor(
    private readonly services: ServiceClient,
    private readonly clips: ClipsRepository,
    private readonly sources: ClipSources,
  ) {}

  /**
   * Answers the rooms' clips of this goal, to be cut (scheduling a cut twice adds nothing); a room that
   * has this goal's clip already keeps it, none more is made.
   */
  async make(goal: GoalOfMatch): Promise<number[]> {
    const { broadcasts } = await this.services.call(liveContracts.matchOnAir, { match_id: goal.matchId });
    const made: number[] = [];
    for (const broadcast of broadcasts.filter((b) => b.pushed)) {
      const playlist = this.sources.recordingOf(broadcast.broadcast_id);
      const written = await this.sources.writtenSeconds(playlist).catch((error: unknown) => {
        // A room whose first segment is not written yet has nothing to clip.
        if (error instanceof AppError) return undefined;
        throw error;
      });
      if (written === undefined) continue;
      const titles = Object.fromEntries(LANGS.map((lang) => [lang, goalTitle(goal, lang)]));
      const source: ClipSource = { playlist, start: Math.max(0, written - GOAL_CLIP_SECONDS), end: written };
      const clip = await this.clips.insertGoalClip({
        userId: broadcast.anchor_id,
        nickname: broadcast.anchor_nickname,
        avatar: broadcast.anchor_avatar,
        categoryId: await this.sources.categoryOfRoomType(broadcast.room_type),
        title: titles.zh.slice(0, 100),
        titles,
        durationSeconds: Math.max(1, Math.round(source.end - source.start)),
        roomId: broadcast.room_id,
        clipBroadcastId: broadcast.broadcast_id,
        clipSource: { ...source },
        matchId: goal.matchId,
        goalSeq: goal.seq,
      });
      if (clip.created)
        this.logger.log(`Goal ${goal.matchId}#${goal.seq}: clip ${clip.id} of room ${broadcast.room_id}`);
      made.push(clip.id);
    }
    return made;
  }
}
