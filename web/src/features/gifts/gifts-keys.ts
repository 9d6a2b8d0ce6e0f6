import type { Lang } from '../../i18n/langs';

/** TanStack Query keys of the gifts: the catalogue per language, the viewer's backpack, nobility and paid danmaku styles. */
export const giftsKeys = {
  all: ['gifts'] as const,
  catalogue: (lang: Lang) => ['gifts', 'catalogue', lang] as const,
  backpack: (lang: Lang) => ['gifts', 'backpack', lang] as const,
  redEnvelope: (id: number) => ['gifts', 'red-envelope', id] as const,
  /** The tiers and the viewer's own membership (per user: 0 for a visitor). */
  guards: (userId: number) => ['gifts', 'guards', userId] as const,
  paidDanmakuStyles: ['gifts', 'barrage-styles'] as const,
};
