/** What a live room's heat is made of; every part is measured, none typed in. */
export interface HeatInputs {
  /** Sockets in the room's chat group now. */
  online: number;
  /** Most viewers at once in this broadcast. */
  peakOnline: number;
  /** Danmaku and gift diamonds of the last few minutes (room-activity.ts). */
  danmaku: number;
  giftDiamonds: number;
}

/**
 * Viewers weigh most, the broadcast's peak keeps a room that had a crowd from collapsing when a few
 * leave, chat and gifts show engagement. A room off the air has no heat.
 */
export function heatOf(inputs: HeatInputs): number {
  return Math.round(inputs.online * 10 + inputs.peakOnline * 3 + inputs.danmaku * 2 + inputs.giftDiamonds);
}
