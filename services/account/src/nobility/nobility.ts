/** A user's noble tier as the account service last heard it. */
export interface Nobility {
  level: number;
  expiresAt: Date;
}

/** Member/info's toplevel: the tier's level while it lasts, 0 without one or once it expired. */
export function toplevelOf(nobility: Nobility | null, now = Date.now()): number {
  return nobility && nobility.expiresAt.getTime() > now ? nobility.level : 0;
}
