import { lazy, type ReactNode, Suspense } from 'react';
import { preload } from 'react-dom';
import { useTranslation } from 'react-i18next';
import type { RoomInfo } from './room-queries';

const VideoPlayer = lazy(() => import('../player/VideoPlayer').then((module) => ({ default: module.VideoPlayer })));

/**
 * The 16:9 player area: the room's live video while an encoder pushes it (the player and its stream
 * libraries load only then), else its cover and a clear state: on the air but waiting for video, or
 * offline. The danmaku fly over either
 * (children). A startRoom / endRoom event refreshes the room and so switches between the two.
 */
export function PlayerArea({ room, children }: { room: RoomInfo; children?: ReactNode }) {
  const { t } = useTranslation('live');
  // The cover (or the video's poster) is the room's largest paint on a phone: fetched first, also
  // from the head of the page the edge draws (entry-server.tsx).
  if (room.cover) preload(room.cover, { as: 'image', fetchPriority: 'high' });
  const cover = <img className="room-player__cover" src={room.cover} alt="" width={640} height={360} />;
  const still =
    room.is_live === 1 ? (
      // On the air (started with the button) but no encoder pushing yet: nothing to load.
      <div className="room-player__state" data-testid="player-waiting">
        <span className="badge badge--live">
          <i className="pulse" /> {t('card.live')}
        </span>
        <p>{t('player.waitingVideo')}</p>
      </div>
    ) : (
      <div className="room-player__state" data-testid="player-offline">
        <p>{t('player.offline')}</p>
      </div>
    );
  return (
    <div className="player room-player" data-testid="player" data-play-url={room.play_url}>
      {room.is_live === 1 && room.has_video ? (
        <Suspense
          fallback={
            <div className="room-player__state" role="status">
              {t('player.loading')}
            </div>
          }
        >
          <VideoPlayer
            hls={room.play_url}
            flv={room.flv_url}
            rewind={room.dvr_url || undefined}
            live
            poster={room.cover}
          >
            {children}
          </VideoPlayer>
        </Suspense>
      ) : (
        <>
          {cover}
          {still}
          {children}
        </>
      )}
    </div>
  );
}
