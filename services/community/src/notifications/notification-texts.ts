import { CommunityNotification, Lang, translate } from '@arena/shared';
import { MatchSubject, NotificationKind } from './notification-kinds';

/** A notification's sentence in the reader's language (community.messages.ts, `community.notice.<kind>`). */
export function notificationText(row: CommunityNotification, lang: Lang): string {
  const kind = row.kind as NotificationKind;
  if (kind === 'match') {
    const subject = row.subject as unknown as Partial<MatchSubject>;
    return translate('community.notice.match', lang, {
      home: subject.home?.[lang] ?? '',
      away: subject.away?.[lang] ?? '',
    });
  }
  return translate(`community.notice.${kind}`, lang, { name: row.actorName });
}
