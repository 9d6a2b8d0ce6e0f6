import type { GoalPopup } from '@arena/protocol';

/** A goal pop-up on screen, numbered so a repeat of the same goal is another pop-up. */
export interface ShownGoal {
  id: number;
  goal: GoalPopup;
}
