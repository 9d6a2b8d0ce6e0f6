import { useTranslation } from 'react-i18next';
import { EmptyState } from '../../../../ui/EmptyState';
import { useProfile } from '../../../auth/use-session';
import { AutoReplyCard } from '../../../community/auto-reply/AutoReplyCard';
import { ErrorRegion } from '../../../../ui/ErrorRegion';
import { ChatModesCard } from './ChatModesCard';
import { FanGroupCard } from './FanGroupCard';
import { KickoutsCard } from './KickoutsCard';
import { OnAirCard } from './OnAirCard';
import { PushAddressCard } from './PushAddressCard';
import { RoomSettingsCard } from './RoomSettingsCard';
import { SchedulesCard } from './SchedulesCard';
import { StaffCard } from './StaffCard';
import { useStreamerRoom } from './streamer-room-query';
import '../../live.css';

/**
 * Member tab 9, the streamer area: on air, room settings, push address and key, schedules, chat modes,
 * room staff, the fan group and its badge, the automatic reply to private messages, and the kick-outs received.
 */
export function StreamerAreaTab() {
  const { t } = useTranslation('live');
  const room = useStreamerRoom();
  const user = useProfile();
  // A failed re-read keeps the area on screen: replacing it would drop what the streamer is typing.
  if (!room.data)
    return room.isError ? (
      <EmptyState icon="warning" title={t('studio.failed')} compact />
    ) : (
      <div className="skeleton-list" />
    );
  return (
    <div className="studio" data-testid="streamer-area">
      <OnAirCard room={room.data} />
      <RoomSettingsCard key={room.data.room_id} room={room.data} />
      <PushAddressCard />
      <SchedulesCard />
      <ChatModesCard roomId={room.data.room_id} />
      <StaffCard roomId={room.data.room_id} />
      {user && <FanGroupCard streamerId={user.id} />}
      <ErrorRegion name="autoReply">
        <AutoReplyCard />
      </ErrorRegion>
      <KickoutsCard />
    </div>
  );
}
