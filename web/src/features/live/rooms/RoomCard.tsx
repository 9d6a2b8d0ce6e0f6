import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Avatar } from '../../../ui/Avatar';
import { Icon } from '../../../ui/Icon';
import type { RoomCardData } from './room-card.type';
import { Tooltip } from '../../../ui/Tooltip';

/**
 * A room in a list: 16:9 picture with the title over it, live badge, streamer, category and heat.
 * A live room shows a recent frame of its video (`snapshot`, renewed every 30-60 s by the media
 * service) over its drawn cover, which stays the picture until the frame loads or if it fails.
 * Pictures load lazily, except a `priority` one (the first of the home page: its largest paint).
 */
export function RoomCard({ room, priority = false }: { room: RoomCardData; priority?: boolean }) {
  const { t } = useTranslation('live');
  const [failedSnapshot, setFailedSnapshot] = useState<string>();
  const snapshot = room.is_live === 1 && room.snapshot && room.snapshot !== failedSnapshot ? room.snapshot : undefined;
  const loading = priority ? 'eager' : 'lazy';
  return (
    <Link to={`/live?id=${room.id}`} className="room-card" data-testid="room-card" data-room-id={room.id}>
      <span className="room-card__cover">
        {/* A room without a cover yet keeps the card's own drawn background. */}
        {room.cover && (
          <img
            src={room.cover}
            alt=""
            width={320}
            height={180}
            loading={loading}
            fetchPriority={priority ? 'high' : 'auto'}
          />
        )}
        {snapshot && (
          <img
            className="room-card__snapshot"
            src={snapshot}
            alt=""
            width={320}
            height={180}
            loading={loading}
            onError={() => setFailedSnapshot(snapshot)}
            data-testid="room-card-snapshot"
          />
        )}
        {room.is_live === 1 ? (
          <span className="badge badge--live room-card__badge">
            <i className="pulse" /> {t('card.live')}
          </span>
        ) : (
          <span className="badge room-card__badge room-card__badge--off">{t('card.offline')}</span>
        )}
        <span className="room-card__title">{room.title}</span>
      </span>
      <span className="room-card__meta">
        <Avatar src={room.avatar} name={room.user_nickname} size={24} />
        <span className="room-card__name">{room.user_nickname}</span>
        <Tooltip content={t('card.heat')}>
          <span className="room-card__heat">
            <Icon name="flame" size={14} />
            <span className="sr-only">{t('card.heat')}</span>
            {room.heat_text}
          </span>
        </Tooltip>
      </span>
      <span className="room-card__tag">{room.category_name || room.type_name}</span>
    </Link>
  );
}

/** The card's shape while loading: same size, so nothing moves when the rooms arrive. */
export function RoomCardSkeleton() {
  return (
    <span className="room-card room-card--skeleton" aria-hidden="true">
      <span className="room-card__cover" />
      <span className="room-card__meta">
        <span className="skeleton-line" />
      </span>
    </span>
  );
}
