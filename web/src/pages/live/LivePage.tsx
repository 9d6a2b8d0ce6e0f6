import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { ApiError } from '../../api/api-error';
import { useRoomInfo } from '../../features/live/room/room-queries';
import { RoomView } from '../../features/live/room/RoomView';
import { EmptyState } from '../../ui/EmptyState';
import '../../features/live/live.css';

/** The live room (`/live?id=<room>`): the room of the address (`RoomView`), or where to find one when there is none. */
export default function LivePage() {
  const { t } = useTranslation('live');
  const [params] = useSearchParams();
  const roomId = Number(params.get('id'));
  const info = useRoomInfo(roomId);
  if (!Number.isInteger(roomId) || roomId <= 0 || info.isError) {
    return (
      <div className="page">
        <EmptyState
          icon="tv"
          title={t('room.notFound')}
          description={info.error instanceof ApiError ? info.error.message : t('room.chooseRoom')}
        >
          <Link to="/anchor?type=0" className="btn btn--primary">
            {t('room.browse')}
          </Link>
        </EmptyState>
      </div>
    );
  }
  if (!info.data) return <div className="page page-skeleton" aria-busy="true" />;
  return <RoomView key={roomId} room={info.data} />;
}
