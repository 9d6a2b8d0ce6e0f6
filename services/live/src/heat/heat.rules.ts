import { heatOf } from './heat-formula';

/** A live room as the recomputation reads it: its stored heat and its open broadcast's peak, if any. */
export interface LiveRoomHeat {
  id: number;
  heat: number;
  broadcasts: { id: number; peakOnline: number }[];
}

/** One change the recomputation stores: a broadcast's new peak or a room's new heat. */
export type HeatWrite =
  { kind: 'peak'; broadcastId: number; peakOnline: number } | { kind: 'heat'; roomId: number; heat: number };

/**
 * What changed for each live room (`online[i]` and `recent[i]` are `live[i]`'s): a broadcast's peak
 * only grows, a room's heat is written only when it differs. In room order, a room's peak before its heat.
 */
export function heatWrites(
  live: readonly LiveRoomHeat[],
  online: readonly number[],
  recent: readonly { danmaku: number; gifts: number }[],
): HeatWrite[] {
  const writes: HeatWrite[] = [];
  for (const [i, room] of live.entries()) {
    const broadcast = room.broadcasts[0];
    const peakOnline = Math.max(broadcast?.peakOnline ?? 0, online[i]);
    if (broadcast && peakOnline > broadcast.peakOnline)
      writes.push({ kind: 'peak', broadcastId: broadcast.id, peakOnline });
    const heat = heatOf({ online: online[i], peakOnline, danmaku: recent[i].danmaku, giftDiamonds: recent[i].gifts });
    if (heat !== room.heat) writes.push({ kind: 'heat', roomId: room.id, heat });
  }
  return writes;
}
