/** The spec's goal pop-up stays up about 6 s, as long as the goal sound. */
export const GOAL_SECONDS = 6;
