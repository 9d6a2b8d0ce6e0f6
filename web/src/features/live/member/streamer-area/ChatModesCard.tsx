import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { api } from '../../../../api/api';
import type { DataOf, InputOf } from '../../../../api/typed';
import { toast } from '../../../../ui/feedback';
import { liveKeys } from '../../live-keys';

type Modes = DataOf<'/api/chat-modes', 'get'>;
type Change = Omit<InputOf<'/api/chat-modes', 'post'>, 'room_id'>;
const SLOW_CHOICES = [0, 3, 10, 30, 60, 300] as const;
const FOLLOW_CHOICES = [0, 10, 60, 1440] as const;

/** The room's chat modes: slow mode, followers-only (for at least N minutes), fan-badge-only, emote-only. */
export function ChatModesCard({ roomId }: { roomId: number }) {
  const { t } = useTranslation('live');
  const queryClient = useQueryClient();
  const key = liveKeys.chatModes(roomId);
  const modes = useQuery({ queryKey: key, queryFn: () => api.get('/api/chat-modes', { room_id: roomId }) });
  const change = useMutation({
    mutationFn: (patch: Change) => api.post('/api/chat-modes', { room_id: roomId, ...patch }),
    // Shown at once; a refusal puts the stored modes back.
    onMutate: (patch) => queryClient.setQueryData<Modes>(key, (old) => (old ? { ...old, ...patch } : old)),
    onError: () => void queryClient.invalidateQueries({ queryKey: key }),
    onSuccess: (saved: Modes) => {
      queryClient.setQueryData(key, saved);
      toast.success(t('studio.saved'));
    },
  });
  const current = modes.data;
  if (!current) return <div className="skeleton-list" />;
  return (
    <section className="card studio-card" data-testid="studio-chat-modes">
      <h2 className="card__title">{t('modes.title')}</h2>
      <label className="studio-field">
        <span>{t('modes.slow')}</span>
        <select
          value={current.slow_seconds}
          onChange={(e) => change.mutate({ slow_seconds: Number(e.target.value) })}
          data-testid="mode-slow"
        >
          {SLOW_CHOICES.map((seconds) => (
            <option key={seconds} value={seconds}>
              {seconds === 0 ? t('modes.off') : t('modes.seconds', { count: seconds })}
            </option>
          ))}
        </select>
      </label>
      <label className="studio-field">
        <input
          type="checkbox"
          checked={current.followers_only}
          onChange={(e) => change.mutate({ followers_only: e.target.checked })}
          data-testid="mode-followers"
        />
        <span>{t('modes.followers')}</span>
        {current.followers_only && (
          <select
            value={current.followers_min_minutes}
            onChange={(e) => change.mutate({ followers_min_minutes: Number(e.target.value) })}
            aria-label={t('modes.followersFor')}
          >
            {FOLLOW_CHOICES.map((minutes) => (
              <option key={minutes} value={minutes}>
                {minutes === 0 ? t('modes.anyFollower') : t('modes.followedFor', { count: minutes })}
              </option>
            ))}
          </select>
        )}
      </label>
      <label className="studio-field">
        <input
          type="checkbox"
          checked={current.fans_only}
          onChange={(e) => change.mutate({ fans_only: e.target.checked })}
          data-testid="mode-fans"
        />
        <span>{t('modes.fans')}</span>
      </label>
      <label className="studio-field">
        <input
          type="checkbox"
          checked={current.emote_only}
          onChange={(e) => change.mutate({ emote_only: e.target.checked })}
          data-testid="mode-emote"
        />
        <span>{t('modes.emote')}</span>
      </label>
    </section>
  );
}
