import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { api } from '../../../../api/api';
import { Avatar } from '../../../../ui/Avatar';
import { toast } from '../../../../ui/feedback';
import { Pager } from '../../../../ui/Pager';
import { Tabs } from '../../../../ui/Tabs';
import { liveKeys } from '../../live-keys';

type Role = 'manager' | 'assistant';
const PAGE_SIZE = 10;
/** The spec: at most 200 room administrators and assistants. */
const MAX_STAFF = 200;

/** Room administrators and assistants: appoint by user id, list, dismiss (RoomManage/*, live/assistantList). */
export function StaffCard({ roomId }: { roomId: number }) {
  const { t } = useTranslation('live');
  const queryClient = useQueryClient();
  const [role, setRole] = useState<Role>('manager');
  const [page, setPage] = useState(1);
  const [uid, setUid] = useState('');
  const list = useQuery({
    queryKey: liveKeys.staff(roomId, role, page),
    queryFn: () =>
      api.post(role === 'manager' ? '/api/RoomManage/getLiveRoomManageList' : '/api/live/assistantList', {
        room_id: roomId,
        page,
        limit: PAGE_SIZE,
      }),
    placeholderData: (previous) => previous,
  });
  const refresh = () => void queryClient.invalidateQueries({ queryKey: ['live', 'staff', roomId] });
  const appoint = useMutation({
    mutationFn: () => api.post('/api/RoomManage/setAdministrations', { room_id: roomId, uid: Number(uid), role }),
    onSuccess: () => {
      setUid('');
      toast.success(t('studio.staff.appointed'));
      refresh();
    },
  });
  const dismiss = useMutation({
    mutationFn: (user: number) => api.post('/api/RoomManage/delLiveRoomManage', { room_id: roomId, uid: user }),
    onSuccess: () => {
      toast.success(t('studio.staff.dismissed'));
      refresh();
    },
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!/^\d+$/.test(uid)) return toast.warning(t('studio.staff.uidNeeded'));
    appoint.mutate();
  };
  const switchRole = (next: Role) => {
    setRole(next);
    setPage(1);
  };

  return (
    <section className="card studio-card" data-testid="studio-staff">
      <h2 className="card__title">{t('studio.staff.title')}</h2>
      <Tabs<Role>
        items={(['manager', 'assistant'] as const).map((key) => ({ key, label: t(`studio.staff.${key}s`) }))}
        active={role}
        onChange={switchRole}
      >
        <form className="studio-inline" onSubmit={submit} noValidate>
          <input
            inputMode="numeric"
            value={uid}
            placeholder={t('studio.staff.uid')}
            aria-label={t('studio.staff.uid')}
            onChange={(e) => setUid(e.target.value.replace(/\D/g, ''))}
            data-testid="staff-uid"
          />
          <button type="submit" className="btn btn--primary" disabled={appoint.isPending} data-testid="staff-appoint">
            {t(`studio.staff.appoint_${role}`)}
          </button>
        </form>
        <p className="muted small">{t('studio.staff.count', { count: list.data?.total ?? 0, max: MAX_STAFF })}</p>
        {list.data?.total === 0 && <p className="muted">{t('studio.staff.none')}</p>}
        <ul className="live-list live-list--flat">
          {list.data?.list.map((member) => (
            <li key={member.uid} className="live-list__row" data-testid="staff-row">
              <Avatar src={member.avatar} name={member.user_nickname} size={32} />
              <span className="reserve-row__body">
                <span className="reserve-row__title">{member.user_nickname}</span>
                <span className="reserve-row__meta">ID {member.uid}</span>
              </span>
              <button
                type="button"
                className="btn btn--ghost"
                onClick={() => dismiss.mutate(member.uid)}
                disabled={dismiss.isPending}
              >
                {t('studio.staff.dismiss')}
              </button>
            </li>
          ))}
        </ul>
        <Pager page={page} total={list.data?.total ?? 0} limit={PAGE_SIZE} onChange={setPage} />
      </Tabs>
    </section>
  );
}
