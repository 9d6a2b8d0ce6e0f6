import type { HornMessage } from '@arena/protocol';
import { createPortal } from 'react-dom';
import { useTranslation } from 'react-i18next';
import { usePlayerOverlaySlot } from '../live/room/player-overlay-slot';
import { useLiveMessages } from '../../realtime/live';
import { Icon } from '../../ui/Icon';
import { useOneAtATime } from './use-one-at-a-time';
import './horn-banner.css';
import { Tooltip } from '../../ui/Tooltip';

/** How long one horn message stays across the page. */
export const HORN_BANNER_MS = 6000;
/** Messages waiting their turn beyond this are dropped (the oldest first). */
const MAX_QUEUED = 20;

/**
 * Mounted once by the layout, so every page shows horns: each code 100 `horn` message of the live
 * socket crosses the top of the page (of the player in a live room) for a few seconds, one at a
 * time in the order they came.
 */
export function HornBannerHost() {
  const { t } = useTranslation('nobility');
  const { shown, add } = useOneAtATime<HornMessage>(HORN_BANNER_MS, MAX_QUEUED);
  // In a live room it crosses the top of the player, not the room's header and chat tabs.
  const slot = usePlayerOverlaySlot();

  useLiveMessages((message) => {
    if (message.code === 100 && message.type === 'horn') add(message.data);
  });

  if (!shown) return null;
  const banner = (
    <div
      className={`horn-banner${slot ? ' horn-banner--in-player' : ''}`}
      role="status"
      aria-live="polite"
      data-testid="horn-banner"
      key={shown.id}
    >
      <Icon name="horn" size={20} className="horn-banner__icon" />
      <span className="horn-banner__text">
        <strong className="horn-banner__nick">
          {shown.toplevel > 0 && (
            <Tooltip content={t('nobleLevel', { level: shown.toplevel })}>
              <span className="horn-banner__noble">
                <Icon name="crown" size={14} />
                <span className="sr-only">{t('nobleLevel', { level: shown.toplevel })}</span>
                <span aria-hidden="true">{shown.toplevel}</span>
              </span>
            </Tooltip>
          )}
          {shown.user_nickname}
        </strong>
        <span className="horn-banner__content">{shown.content}</span>
      </span>
    </div>
  );
  return slot ? createPortal(banner, slot) : banner;
}
