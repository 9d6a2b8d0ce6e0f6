import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { api } from '../../../api/api';
import { loginDialog } from '../../auth/login-dialog';
import { useSession } from '../../auth/use-session';
import { FollowList } from '../../account/follows/FollowList';
import { currentLang } from '../../../i18n/i18n';
import { EmptyState } from '../../../ui/EmptyState';
import { PageHeader } from '../../../ui/PageHeader';
import { Pager } from '../../../ui/Pager';
import { Tabs } from '../../../ui/Tabs';
import { RoomGrid } from '../rooms/RoomGrid';
import '../live.css';
import { liveKeys } from '../live-keys';

type View = 'rooms' | 'streamers';
const PAGE_SIZE = 20;

/** The rooms of the streamers I follow, live first (Live_streaming/getLiveList attention=1). */
function FollowedRooms() {
  const [page, setPage] = useState(1);
  const rooms = useQuery({
    queryKey: liveKeys.followedRooms(currentLang(), page),
    queryFn: () => api.post('/api/Live_streaming/getLiveList', { attention: true, page, limit: PAGE_SIZE }),
    placeholderData: keepPreviousData,
  });
  return (
    <>
      <RoomGrid rooms={rooms.data?.list} placeholders={4} failed={rooms.isError} />
      {rooms.data && <Pager page={page} total={rooms.data.total} limit={PAGE_SIZE} onChange={setPage} />}
    </>
  );
}

/** The follow list: the followed streamers' rooms (live first), and the streamers themselves with unfollow. */
export default function AttentionPage() {
  const { t } = useTranslation('pages');
  const { t: tl } = useTranslation('live');
  const { token } = useSession();
  const [view, setView] = useState<View>('rooms');
  return (
    <div className="page">
      <PageHeader title={t('follows.title')} subtitle={t('follows.subtitle')} />
      {token ? (
        <>
          <Tabs<View> items={(['rooms', 'streamers'] as const).map((key) => ({ key, label: tl(`attention.${key}`) }))} active={view} onChange={setView}>
            {view === 'rooms' ? <FollowedRooms /> : <FollowList />}
          </Tabs>
        </>
      ) : (
        <EmptyState icon="lock" title={t('follows.loginFirst')}>
          <button type="button" className="btn btn--primary" onClick={() => loginDialog.open()}>
            {t('follows.login')}
          </button>
        </EmptyState>
      )}
    </div>
  );
}
