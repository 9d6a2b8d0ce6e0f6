import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { RoomInfo } from './room-queries';

/**
 * The 16:9 player area. The video itself belongs to the media service (it plays `play_url`); until
 * then the area shows the room's cover and whether it is live. The danmaku fly over it (children).
 */
export function PlayerArea({ room, children }: { room: RoomInfo; children?: ReactNode }) {
  const { t } = useTranslation('live');
  return (
    <div className="player room-player" data-testid="player" data-play-url={room.play_url}>
      <img className="room-player__cover" src={room.cover} alt="" width={640} height={360} />
      <div className="room-player__state">
        {room.is_live === 1 ? (
          <>
            <span className="badge badge--live">
              <i className="pulse" /> {t('card.live')}
            </span>
            <p>{t('player.waitingVideo')}</p>
          </>
        ) : (
          <p>{t('player.offline')}</p>
        )}
      </div>
      {children}
    </div>
  );
}
