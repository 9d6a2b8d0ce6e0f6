import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { api } from '../../../api/api';
import { currentLang } from '../../../i18n/i18n';
import { Pager } from '../../../ui/Pager';
import { RoomGrid } from '../rooms/RoomGrid';
import '../live.css';
import { liveKeys } from '../live-keys';

const PAGE_SIZE = 20;

/** The rooms of the streamers I follow, live first (Live_streaming/getLiveList attention=1). */
export function FollowedRooms() {
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
