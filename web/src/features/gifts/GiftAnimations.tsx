import type { GiftEventData } from '@arena/protocol';
import { useEffect, useReducer } from 'react';
import { useTranslation } from 'react-i18next';
import { useLiveMessages } from '../../realtime/live';
import { Avatar } from '../../ui/Avatar';
import { EMPTY_STAGE, giftStage, stageIsEmpty } from './gift-stage';
import { useGiftCatalogue } from './gifts-queries';
import './gifts-words';

const TICK_MS = 250;

/**
 * Gifts sent in the room, drawn over the player: a banner per sender (combos add up) and the grand
 * gifts' animations in the centre, one at a time. The layer takes no pointer events, so the player
 * and the danmaku under it stay usable. Gift events are room events: the danmaku rate cap never
 * drops them.
 */
export function GiftAnimations({ roomId }: { roomId: number }) {
  const { t } = useTranslation('gifts');
  const [stage, dispatch] = useReducer(giftStage, EMPTY_STAGE);
  const catalogue = useGiftCatalogue();
  // The sender's page named the gift in its language; name it in the viewer's.
  const nameOf = (gift: GiftEventData) => catalogue.data?.find((g) => g.id === gift.gift_id)?.name ?? gift.gift_name;

  useLiveMessages((message) => {
    if (message.code === 200 && message.type === 'gift' && 'roomId' in message && message.roomId === roomId) {
      dispatch({ type: 'gift', gift: message.data, now: Date.now() });
    }
  });
  const idle = stageIsEmpty(stage);
  useEffect(() => {
    if (idle) return;
    const timer = setInterval(() => dispatch({ type: 'tick', now: Date.now() }), TICK_MS);
    return () => clearInterval(timer);
  }, [idle]);

  return (
    <div className="gift-layer" aria-live="polite" data-testid="gift-layer">
      <ul className="gift-layer__banners">
        {stage.banners.map((banner) => (
          <li key={banner.key} className={`gift-banner gift-banner--tier${banner.gift.tier}`} data-testid="gift-banner">
            <Avatar src={banner.gift.avatar} name={banner.gift.user_nickname} size={28} />
            <span className="gift-banner__text">
              <strong>{banner.gift.user_nickname}</strong>
              <span>{t('sent', { gift: nameOf(banner.gift) })}</span>
            </span>
            <img src={banner.gift.image} alt="" width={36} height={36} />
            <span className="gift-banner__count" key={banner.sends}>
              ×{banner.total}
            </span>
          </li>
        ))}
      </ul>
      {stage.spotlight && (
        <div className="gift-spotlight" key={stage.spotlight.gift.send_id} data-testid="gift-spotlight">
          <img src={stage.spotlight.gift.animation} alt={nameOf(stage.spotlight.gift)} width={220} height={220} />
          <p>
            {t('spotlight', {
              nick: stage.spotlight.gift.user_nickname,
              gift: nameOf(stage.spotlight.gift),
              count: stage.spotlight.gift.count,
            })}
          </p>
        </div>
      )}
    </div>
  );
}
