import type { EnterRoomEventData } from '@arena/protocol';
import type { CSSProperties } from 'react';
import { useTranslation } from 'react-i18next';
import { useLiveMessages } from '../../realtime/live';
import { Icon } from '../../ui/Icon';
import { useNobleTiers } from './nobility-queries';
import { useOneAtATime } from './use-one-at-a-time';
import './nobility.css';

/** How long one noble's entry stays over the player. */
const ENTRY_MS = 4000;
/** Entries waiting their turn beyond this are dropped (the oldest first). */
const MAX_QUEUED = 10;

/**
 * Nobles entering the room (`enterRoom` events): their tier's entry effect slides over the top of the
 * player, one at a time, never taking a click.
 */
export function NobleEntryEffects({ roomId }: { roomId: number }) {
  const { t } = useTranslation('nobility');
  const tierOf = useNobleTiers();
  const { shown, add } = useOneAtATime<EnterRoomEventData>(ENTRY_MS, MAX_QUEUED);

  useLiveMessages((message) => {
    if (message.code === 200 && message.type === 'enterRoom' && message.roomId === roomId) add(message.data);
  });

  if (!shown) return null;
  const tier = tierOf(shown.noble);
  return (
    <div
      className={`entry-effect entry-effect--${tier?.privileges.entry_effect ?? 'plain'}`}
      style={tier ? ({ '--noble-color': tier.privileges.danmaku_color } as CSSProperties) : undefined}
      role="status"
      data-testid="entry-effect"
    >
      <Icon name="crown" size={16} />
      {tier && <strong className="entry-effect__tier">{tier.name}</strong>}
      <span>{t('entered', { nick: shown.nick })}</span>
    </div>
  );
}
