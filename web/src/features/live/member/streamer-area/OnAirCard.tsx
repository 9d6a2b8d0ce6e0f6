import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { api } from '../../../../api/api';
import { toast } from '../../../../ui/feedback';
import { type StreamerRoom } from './streamer-room-query';
import { liveKeys } from '../../live-keys';

/** Going on and off the air from the web (Live/startRoom, Live/endRoom). */
export function OnAirCard({ room }: { room: StreamerRoom }) {
  const { t } = useTranslation('live');
  const queryClient = useQueryClient();
  const toggle = useMutation({
    mutationFn: () => (room.live ? api.get('/api/Live/endRoom') : api.get('/api/Live/startRoom', {})),
    onSuccess: () => {
      toast.success(t(room.live ? 'studio.ended' : 'studio.started'));
      void queryClient.invalidateQueries({ queryKey: liveKeys.streamerRoom });
      void queryClient.invalidateQueries({ queryKey: liveKeys.all });
    },
  });
  return (
    <section className="card studio-card" data-testid="studio-on-air" data-live={room.live ? 'yes' : 'no'}>
      <h2 className="card__title">{t('studio.onAir')}</h2>
      <p className="studio-card__state">
        {room.live ? (
          <span className="badge badge--live">
            <i className="pulse" /> {t('card.live')}
          </span>
        ) : (
          <span className="badge">{t('card.offline')}</span>
        )}
        {room.sealed && <span className="badge badge--sealed">{t('studio.sealed')}</span>}
      </p>
      <div className="studio-card__actions">
        <button
          type="button"
          className={`btn ${room.live ? 'btn--ghost' : 'btn--primary'}`}
          onClick={() => toggle.mutate()}
          disabled={toggle.isPending || room.sealed}
          data-testid="studio-toggle"
        >
          {t(room.live ? 'studio.end' : 'studio.start')}
        </button>
        <Link to={`/live?id=${room.room_id}`} className="btn btn--ghost">
          {t('studio.openRoom')}
        </Link>
      </div>
    </section>
  );
}
