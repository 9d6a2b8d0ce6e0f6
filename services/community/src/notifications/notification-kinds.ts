/**
 * What a notification tells, and what its `targetId` is: the post (comment, reply and like kinds),
 * the new follower (follow), the room (live) or the match (match).
 */
export const NOTIFICATION_KINDS = ['comment', 'reply', 'post_like', 'comment_like', 'follow', 'live', 'match'] as const;
export type NotificationKind = (typeof NOTIFICATION_KINDS)[number];

/** Team names in every language, kept with a match's notification. */
export interface MatchSubject {
  home: { zh: string; en: string; vi: string };
  away: { zh: string; en: string; vi: string };
}

/** The excerpt kept of a text: enough to recognise it in a list. */
export const EXCERPT_LENGTH = 60;
export const excerptOf = (text: string): string => {
  const chars = [...text.replace(/\s+/g, ' ').trim()];
  return chars.length > EXCERPT_LENGTH ? `${chars.slice(0, EXCERPT_LENGTH - 1).join('')}…` : chars.join('');
};
