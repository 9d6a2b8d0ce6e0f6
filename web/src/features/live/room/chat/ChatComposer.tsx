import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { api } from '../../../../api/api';
import { ApiError } from '../../../../api/api-error';
import { PaidDanmakuStylePicker } from '../../../gifts/PaidDanmakuStylePicker';
import { RequestKeys } from '../../../../api/request-key';
import { refreshBalances } from '../../../wallet/wallet-queries';
import { loginDialog } from '../../../auth/login-dialog';
import { toast } from '../../../../ui/feedback';
import { DanmakuSettingsPopover } from '../../../danmaku/DanmakuSettingsPopover';
import type { RoomChat } from './room-chat';

/** The gateway's default longest room message (IM_GROUP_TEXT_MAX). */
const MAX_LENGTH = 100;

/**
 * The danmaku input: send on Enter; a refused message (muted, slow mode...) shows the server's reason.
 * With a paid style chosen beside it, the message is a paid danmaku (Barrage/send) instead.
 */
export function ChatComposer({
  chat,
  roomId,
  loggedIn,
  joined,
  muted,
}: {
  chat: RoomChat;
  roomId: number;
  loggedIn: boolean;
  joined: boolean;
  muted: boolean;
}) {
  const { t } = useTranslation('live');
  const queryClient = useQueryClient();
  const [text, setText] = useState('');
  const [styleId, setStyleId] = useState<number | null>(null);
  // A paid danmaku whose answer was lost keeps its key: sending it again shows it once, paid once.
  const [paidKeys] = useState(
    () => new RequestKeys<{ styleId: number; value: string }>((a, b) => a.styleId === b.styleId && a.value === b.value),
  );
  const send = useMutation({
    mutationFn: async (value: string) => {
      if (styleId === null) return chat.send(value);
      const request_key = paidKeys.requestKeyFor({ styleId, value });
      try {
        await api.post(
          '/api/Barrage/send',
          { room_id: roomId, style_id: styleId, content: value, request_key },
          { silent: true },
        );
      } catch (error) {
        paidKeys.settled(error);
        throw error;
      }
      paidKeys.settled();
      refreshBalances(queryClient);
    },
    onSuccess: () => setText(''),
    onError: (error) => toast.error(error instanceof ApiError ? error.message : t('chat.sendFailed')),
  });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const value = text.trim();
    if (value && !send.isPending) send.mutate(value);
  };

  return (
    <form className="chat-composer" onSubmit={submit}>
      <DanmakuSettingsPopover />
      {loggedIn && muted ? (
        // Said in full where the input was: a muted viewer has nothing to type or send.
        <p className="chat-composer__muted" role="status" data-testid="chat-muted">
          {t('chat.muted')}
        </p>
      ) : loggedIn ? (
        <>
          <PaidDanmakuStylePicker value={styleId} onChange={setStyleId} />
          <input
            className="chat-composer__input"
            value={text}
            maxLength={MAX_LENGTH}
            onChange={(event) => setText(event.target.value)}
            placeholder={joined ? t('chat.placeholder') : t('chat.connecting')}
            aria-label={t('chat.placeholder')}
            disabled={!joined && styleId === null}
            data-testid="danmaku-input"
          />
          <button
            type="submit"
            className="btn btn--primary"
            disabled={(!joined && styleId === null) || send.isPending || !text.trim()}
            data-testid="danmaku-send"
          >
            {t('chat.send')}
          </button>
        </>
      ) : (
        <button type="button" className="btn btn--primary chat-composer__login" onClick={() => loginDialog.open()}>
          {t('chat.loginToChat')}
        </button>
      )}
    </form>
  );
}
