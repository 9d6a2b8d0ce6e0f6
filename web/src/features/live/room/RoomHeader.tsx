import { memo } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { api } from '../../../api/api';
import { loginDialog } from '../../auth/login-dialog';
import { currentLang } from '../../../i18n/i18n';
import { formatClock, formatDate, formatNumber } from '../../../i18n/format';
import { Avatar } from '../../../ui/Avatar';
import { toast } from '../../../ui/feedback';
import { Icon } from '../../../ui/Icon';
import { FanGroupButton } from './FanGroupButton';
import { type RoomInfo } from './room-queries';
import { liveKeys } from '../live-keys';
import { accountKeys } from '../../account/account-keys';
import { NobilityButton } from '../../gifts/NobilityButton';
import { Tooltip } from '../../../ui/Tooltip';

interface Props {
  room: RoomInfo;
  online: number;
  loggedIn: boolean;
}

/**
 * Above the player: streamer, title, follow, fan group, reserve the next scheduled broadcast, share,
 * heat and online count. Memoised: the room renders again with every chat line, the header only when
 * the room or its count changes.
 */
export const RoomHeader = memo(function RoomHeader({ room, online, loggedIn }: Props) {
  const { t } = useTranslation('live');
  const queryClient = useQueryClient();
  const lang = currentLang();
  const needLogin = () => {
    loginDialog.open();
    return Promise.reject(new Error('login'));
  };

  const follow = useMutation({
    mutationFn: () => (loggedIn ? api.post('/api/Member/attention', { anchor_id: room.anchor_id }) : needLogin()),
    onSuccess: (answer) => {
      toast.success(t(answer.is_attention ? 'room.followed' : 'room.unfollowed'));
      void queryClient.invalidateQueries({ queryKey: liveKeys.room(room.id) });
      void queryClient.invalidateQueries({ queryKey: accountKeys.follows });
    },
  });

  // The room's next scheduled broadcast, with the viewer's reservation state.
  const next = useQuery({
    queryKey: liveKeys.nextSchedule(room.id, loggedIn),
    queryFn: () => api.post('/api/Live_streaming/getReserveLiveList', { room_id: room.id, limit: 1 }, { silent: true }),
    staleTime: 60_000,
  });
  const schedule = next.data?.list[0];
  const reserve = useMutation({
    mutationFn: async () => {
      if (!loggedIn) return needLogin();
      if (!schedule) return;
      if (schedule.is_reserve) await api.post('/api/live/deleteReserveLive', { schedule_id: schedule.id });
      else await api.get('/api/Live/setReserveLiveNew', { schedule_id: schedule.id });
      toast.success(t(schedule.is_reserve ? 'room.reserveCancelled' : 'room.reserved'));
    },
    onSettled: () => {
      void next.refetch();
      void queryClient.invalidateQueries({ queryKey: liveKeys.reservations });
    },
  });

  const share = useMutation({
    mutationFn: async () => {
      if (!loggedIn) return needLogin();
      const link = await api.post('/api/live/share', { room_id: room.id });
      await navigator.clipboard?.writeText(link.url).catch(() => undefined);
      toast.success(t('room.shareCopied', { url: link.url }));
    },
  });

  return (
    <header className="room-header" data-testid="room-header">
      <Avatar src={room.avatar} name={room.user_nickname} size={44} />
      <div className="room-header__who">
        <h1 className="room-header__title" data-testid="room-title">
          {room.title}
        </h1>
        <div className="room-header__line">
          <span className="room-header__name">{room.user_nickname}</span>
          <span className="room-header__tag">{room.category_name || room.type_name}</span>
          <Tooltip content={t('card.heat')}>
            <span className="room-header__stat">
              <Icon name="flame" size={14} /> <span className="sr-only">{t('card.heat')}</span>
              {room.heat_text}
            </span>
          </Tooltip>
          <Tooltip content={t('room.online')}>
            <span className="room-header__stat" data-testid="room-online">
              <Icon name="user" size={14} /> <span className="sr-only">{t('room.online')}</span>
              {formatNumber(online, lang)}
            </span>
          </Tooltip>
        </div>
      </div>
      <div className="room-header__actions">
        {room.is_self === 0 && (
          <button
            type="button"
            className={`btn ${room.is_attention ? 'btn--light' : 'btn--primary'}`}
            onClick={() => follow.mutate()}
            disabled={follow.isPending}
            data-testid="follow-button"
          >
            <Icon name="heart" size={14} /> {t(room.is_attention ? 'room.following' : 'room.follow')}
          </button>
        )}
        {room.is_self === 0 && <FanGroupButton streamerId={room.anchor_id} loggedIn={loggedIn} />}
        <button
          type="button"
          className="btn btn--light"
          onClick={() => reserve.mutate()}
          disabled={!schedule || reserve.isPending}
          title={
            schedule
              ? `${formatDate(new Date(schedule.starts_at), lang)} ${formatClock(new Date(schedule.starts_at), lang)}`
              : t('room.noSchedule')
          }
          data-testid="reserve-button"
        >
          <Icon name="clock" size={14} />{' '}
          <span className="room-header__label">{t(schedule?.is_reserve ? 'room.reservedShort' : 'room.reserve')}</span>
        </button>
        <NobilityButton loggedIn={loggedIn} />
        {/* Narrow desktops draw it as an icon: the hint says what it does. */}
        <Tooltip content={t('room.share')}>
          <button
            type="button"
            className="btn btn--light"
            onClick={() => share.mutate()}
            disabled={share.isPending}
            data-testid="share-button"
          >
            <Icon name="up" size={14} /> <span className="room-header__label">{t('room.share')}</span>
          </button>
        </Tooltip>
      </div>
    </header>
  );
});
