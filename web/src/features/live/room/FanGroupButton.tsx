import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { api } from '../../../api/api';
import { loginDialog } from '../../auth/login-dialog';
import { toast } from '../../../ui/feedback';
import { liveKeys } from '../live-keys';

/**
 * The streamer's fan group from their room: join it (which puts its badge on), or wear and take off
 * the badge shown beside one's danmaku here (Live_streaming/getFansGroupInfo, live/addshowGroup,
 * Live_streaming/badgeEdit).
 */
export function FanGroupButton({ streamerId, loggedIn }: { streamerId: number; loggedIn: boolean }) {
  const { t } = useTranslation('live');
  const queryClient = useQueryClient();
  const key = [...liveKeys.fanGroup(streamerId), loggedIn];
  const group = useQuery({
    queryKey: key,
    queryFn: () => api.post('/api/Live_streaming/getFansGroupInfo', { anchor_id: streamerId }, { silent: true }),
  });
  const change = useMutation({
    mutationFn: async () => {
      if (!group.data) return;
      if (!group.data.joined) return api.post('/api/live/addshowGroup', { anchor_id: streamerId });
      await api.post('/api/Live_streaming/badgeEdit', { anchor_id: streamerId, wear: !group.data.wearing });
    },
    onSuccess: () => {
      if (group.data)
        toast.success(
          t(!group.data.joined ? 'fans.joined' : group.data.wearing ? 'fans.tookOff' : 'fans.wearing', {
            badge: group.data.badge_name,
          }),
        );
      void queryClient.invalidateQueries({ queryKey: liveKeys.fanGroup(streamerId) });
    },
  });
  if (!group.data) return null;
  const { joined, wearing, badge_name: badge, members } = group.data;
  return (
    <button
      type="button"
      className={`btn ${wearing ? 'btn--primary' : 'btn--light'} fan-group-button`}
      onClick={() => (loggedIn ? change.mutate() : loginDialog.open())}
      disabled={change.isPending}
      aria-pressed={joined ? wearing : undefined}
      title={t('fans.members', { count: members })}
      data-testid="fan-group-button"
    >
      <span className="chat-badge chat-badge--fan">{badge}</span>
      {t(!joined ? 'fans.join' : wearing ? 'fans.takeOff' : 'fans.wear')}
    </button>
  );
}
