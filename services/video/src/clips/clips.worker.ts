import { Injectable, OnApplicationBootstrap } from '@nestjs/common';
import { Jobs } from '@arena/shared';
import { ClipCutter } from './clip-cutter';
import { CUT_CLIP, GoalOfMatch, MAKE_GOAL_CLIPS } from './clip.job';
import { clipsConfig } from './clips.config';
import { GoalClips } from './goal-clips';

/** Runs the clip jobs in this instance: cutting (copies, no encoding: several at once) and goal clips. */
@Injectable()
export class ClipsWorker implements OnApplicationBootstrap {
  private readonly goalDelayMs = clipsConfig().goalDelayMs;

  constructor(
    private readonly jobs: Jobs,
    private readonly cutter: ClipCutter,
    private readonly goals: GoalClips,
  ) {}

  onApplicationBootstrap(): void {
    this.jobs.work(
      CUT_CLIP,
      async ({ videoId }, job) => {
        try {
          await this.cutter.cut(videoId);
        } catch (error) {
          // The last attempt: the clip is failed for good (BullMQ keeps the job as failed too).
          if (job.attemptsMade + 1 >= CUT_CLIP.attempts) await this.cutter.giveUp(videoId, error as Error);
          throw error;
        }
      },
      3,
    );
    this.jobs.work(MAKE_GOAL_CLIPS, async ({ goal }) => {
      for (const id of await this.goals.make(goal)) await this.schedule(id);
    });
  }

  /** Schedules the cutting of a clip (a second call for the same clip adds nothing). */
  async schedule(videoId: number): Promise<void> {
    await this.jobs.add(CUT_CLIP, { videoId }, { id: `clip-${videoId}` });
  }

  /** Schedules the goal clips of a goal, a few seconds on (once per match and goal). */
  async scheduleGoal(goal: GoalOfMatch): Promise<void> {
    await this.jobs.add(
      MAKE_GOAL_CLIPS,
      { goal },
      { id: `goal-${goal.matchId}-${goal.seq}`, delayMs: this.goalDelayMs },
    );
  }
}
