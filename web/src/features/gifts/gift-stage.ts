import type { GiftEventData } from '@arena/protocol';

/** How long a sender's banner stays after their last gift. */
export const BANNER_MS = 4000;
/** How long a grand gift (tier 3 and up) holds the centre of the player. */
export const SPOTLIGHT_MS = 3000;
/** Banners shown at once; a new sender pushes out the oldest. */
export const MAX_BANNERS = 3;
/** Grand gifts waiting for the centre; past this the oldest waiting one is skipped (its banner showed). */
export const MAX_WAITING = 10;
export const SPOTLIGHT_TIER = 3;

export interface GiftBanner {
  /** One banner per sender and gift: a combo adds to it instead of stacking. */
  key: string;
  gift: GiftEventData;
  /** Gifts sent in this combo so far (each send's count added). */
  total: number;
  sends: number;
  until: number;
}

export interface GiftStage {
  banners: GiftBanner[];
  spotlight: { gift: GiftEventData; until: number } | null;
  waiting: GiftEventData[];
}

export type GiftStageAction = { type: 'gift'; gift: GiftEventData; now: number } | { type: 'tick'; now: number };

export const EMPTY_STAGE: GiftStage = { banners: [], spotlight: null, waiting: [] };

/**
 * What the room's gift layer shows: banners per sender (a combo grows one banner) and one grand
 * animation at a time in the centre, the others queued. Time comes in with the actions, so the
 * stage is a pure function of what happened (the layer ticks it while anything is on it).
 */
export function giftStage(stage: GiftStage, action: GiftStageAction): GiftStage {
  const { now } = action;
  if (action.type === 'gift') {
    const { gift } = action;
    const key = `${gift.user_id}:${gift.gift_id}`;
    const current = stage.banners.find((banner) => banner.key === key);
    const banner: GiftBanner = current
      ? { ...current, gift, total: current.total + gift.count, sends: current.sends + 1, until: now + BANNER_MS }
      : { key, gift, total: gift.count, sends: 1, until: now + BANNER_MS };
    const others = stage.banners.filter((b) => b.key !== key);
    const banners = [...others, banner].slice(-MAX_BANNERS);
    if (gift.tier < SPOTLIGHT_TIER) return { ...stage, banners };
    if (!stage.spotlight) return { ...stage, banners, spotlight: { gift, until: now + SPOTLIGHT_MS } };
    return { ...stage, banners, waiting: [...stage.waiting, gift].slice(-MAX_WAITING) };
  }
  const banners = stage.banners.filter((banner) => banner.until > now);
  let { spotlight, waiting } = stage;
  if (spotlight && spotlight.until <= now) {
    const [next, ...rest] = waiting;
    spotlight = next ? { gift: next, until: now + SPOTLIGHT_MS } : null;
    waiting = rest;
  }
  if (banners.length === stage.banners.length && spotlight === stage.spotlight) return stage;
  return { banners, spotlight, waiting };
}

export const stageIsEmpty = (stage: GiftStage) => stage.banners.length === 0 && !stage.spotlight;
