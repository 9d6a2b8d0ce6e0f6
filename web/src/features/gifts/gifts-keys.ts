/** TanStack Query keys of the gifts domain (guards/nobility, horn, paid danmaku); `giftsKeys.all` invalidates them all. */
export const giftsKeys = {
  all: ['gifts'] as const,
  /** The tiers and the viewer's own membership (per user: 0 for a visitor). */
  guards: (userId: number) => ['gifts', 'guards', userId] as const,
  barrageStyles: ['gifts', 'barrage-styles'] as const,
};
