import * as DropdownMenu from '@radix-ui/react-dropdown-menu';
import { useMutation } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { api } from '../../../../api/api';
import { toast } from '../../../../ui/feedback';

/** Mute lengths offered (seconds; 0 until lifted). */
const MUTES = [600, 3600, 86_400, 0] as const;

type Action =
  | { kind: 'mute'; seconds: number }
  | { kind: 'unmute' }
  | { kind: 'shield' }
  | { kind: 'unshield' }
  | { kind: 'appoint' };

interface Props {
  roomId: number;
  uid: number;
  nick: string;
  /** Staff may be appointed only by the streamer and administrators. */
  canAppoint: boolean;
  children: ReactNode;
}

/**
 * What the streamer, room administrators and platform administrators may do to someone in the chat:
 * mute for a while or until lifted, lift, shield and lift, and (streamer, administrators) appoint a
 * room administrator. The service decides; a refusal shows its reason.
 */
export function ModerationMenu({ roomId, uid, nick, canAppoint, children }: Props) {
  const { t } = useTranslation('live');
  const target = { room_id: roomId, uid };
  const act = useMutation({
    mutationFn: async (action: Action) => {
      if (action.kind === 'mute') await api.post('/api/Live/setTaboo', { ...target, seconds: action.seconds });
      else if (action.kind === 'unmute') await api.post('/api/RoomManage/relieveTaboo', target);
      else if (action.kind === 'shield') await api.post('/api/moderation/shield', target);
      else if (action.kind === 'unshield') await api.post('/api/moderation/shield/lift', target);
      else await api.post('/api/RoomManage/setAdministrations', { ...target, role: 'manager' });
      return action;
    },
    onSuccess: (action) => toast.success(t(`moderation.done.${action.kind}`, { nick })),
  });
  return (
    <DropdownMenu.Root>
      <DropdownMenu.Trigger className="chat-line__nick chat-line__nick--button" data-testid="moderation-trigger">
        {children}
      </DropdownMenu.Trigger>
      <DropdownMenu.Portal>
        <DropdownMenu.Content
          className="live-menu"
          align="start"
          sideOffset={4}
          collisionPadding={8}
          data-testid="moderation-menu"
        >
          <DropdownMenu.Label className="live-menu__label">{nick}</DropdownMenu.Label>
          {MUTES.map((seconds) => (
            <DropdownMenu.Item
              key={seconds}
              className="live-menu__item"
              onSelect={() => act.mutate({ kind: 'mute', seconds })}
            >
              {t(`moderation.mute.${seconds}`)}
            </DropdownMenu.Item>
          ))}
          <DropdownMenu.Item className="live-menu__item" onSelect={() => act.mutate({ kind: 'unmute' })}>
            {t('moderation.unmute')}
          </DropdownMenu.Item>
          <DropdownMenu.Separator className="live-menu__separator" />
          <DropdownMenu.Item className="live-menu__item" onSelect={() => act.mutate({ kind: 'shield' })}>
            {t('moderation.shield')}
          </DropdownMenu.Item>
          <DropdownMenu.Item className="live-menu__item" onSelect={() => act.mutate({ kind: 'unshield' })}>
            {t('moderation.unshield')}
          </DropdownMenu.Item>
          {canAppoint && (
            <>
              <DropdownMenu.Separator className="live-menu__separator" />
              <DropdownMenu.Item className="live-menu__item" onSelect={() => act.mutate({ kind: 'appoint' })}>
                {t('moderation.appoint')}
              </DropdownMenu.Item>
            </>
          )}
        </DropdownMenu.Content>
      </DropdownMenu.Portal>
    </DropdownMenu.Root>
  );
}
