import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { api } from '../../../../api/api';
import { liveKeys } from '../../live-keys';

/** The room's chat modes in force, so a viewer knows the rules before the gateway refuses a message. */
export function ChatModesLine({ roomId }: { roomId: number }) {
  const { t } = useTranslation('live');
  const modes = useQuery({
    queryKey: liveKeys.chatModes(roomId),
    queryFn: () => api.get('/api/chat-modes', { room_id: roomId }, { silent: true }),
    staleTime: 30_000,
  });
  const m = modes.data;
  if (!m) return null;
  const rules = [
    m.slow_seconds > 0 && t('modes.seconds', { count: m.slow_seconds }),
    m.followers_only &&
      (m.followers_min_minutes > 0 ? t('modes.followedFor', { count: m.followers_min_minutes }) : t('modes.followers')),
    m.fans_only && t('modes.fans'),
    m.emote_only && t('modes.emote'),
  ].filter((rule): rule is string => Boolean(rule));
  if (rules.length === 0) return null;
  return (
    <p className="chat-modes-line" data-testid="chat-modes-line">
      {rules.join(' · ')}
    </p>
  );
}
