import type { RedEnvelopeEventData } from '@arena/protocol';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { api } from '../../api/api';
import { ApiError } from '../../api/api-error';
import { currentLang } from '../../i18n/i18n';
import { formatNumber } from '../../i18n/format';
import { useLiveMessages } from '../../realtime/live';
import { Avatar } from '../../ui/Avatar';
import { loginDialog } from '../auth/login-dialog';
import { useSession } from '../auth/use-session';
import { liveBalances } from '../wallet/live-balances';
import { walletKeys } from '../wallet/wallet-queries';
import './gifts-words';

type Outcome = { kind: 'got'; diamonds: number } | { kind: 'refused'; message: string };

/**
 * A red envelope put in the room pops up over the player with a Grab button; the grab's result
 * (diamonds got, or why not: all grabbed, expired, already grabbed) replaces it. Envelopes that come
 * while one is open wait their turn.
 */
export function RedEnvelopePopup({ roomId }: { roomId: number }) {
  const { t } = useTranslation('gifts');
  const lang = currentLang();
  const { token } = useSession();
  const queryClient = useQueryClient();
  const [queue, setQueue] = useState<RedEnvelopeEventData[]>([]);
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const envelope = queue[0];

  useLiveMessages((message) => {
    if (message.code === 200 && message.type === 'redEnvelope' && message.roomId === roomId) {
      const data = message.data;
      setQueue((current) => (current.some((e) => e.id === data.id) ? current : [...current, data]));
    }
  });

  const grab = useMutation({
    mutationFn: (id: number) => api.post('/api/Redenvelope/receiveRed', { id }, { silent: true }),
    onMutate: () => liveBalances.mark(),
    onSuccess: (answer, _id, mark) => {
      setOutcome({ kind: 'got', diamonds: answer.diamonds });
      liveBalances.answered(mark, answer.gold);
      void queryClient.invalidateQueries({ queryKey: walletKeys.all });
    },
    onError: (error, _id, mark) => {
      if (mark !== undefined) liveBalances.answered(mark, null);
      setOutcome({ kind: 'refused', message: error instanceof ApiError ? error.message : t('red.failed') });
    },
  });

  if (!envelope) return null;
  const close = () => {
    setOutcome(null);
    setQueue((current) => current.slice(1));
  };
  return (
    <div
      className="red-popup"
      role="dialog"
      aria-label={t('red.from', { nick: envelope.sender_nickname })}
      data-testid="red-envelope-popup"
    >
      <button type="button" className="red-popup__close" onClick={close} aria-label={t('red.close')}>
        ×
      </button>
      <Avatar src={envelope.sender_avatar} name={envelope.sender_nickname} size={40} />
      <p className="red-popup__from">{t('red.from', { nick: envelope.sender_nickname })}</p>
      <p className="red-popup__greeting">{envelope.greeting}</p>
      {outcome?.kind === 'got' ? (
        <p className="red-popup__result" data-testid="red-envelope-result">
          {t('red.got', { value: formatNumber(outcome.diamonds, lang) })}
        </p>
      ) : outcome ? (
        <p className="red-popup__result red-popup__result--missed" data-testid="red-envelope-result">
          {outcome.message}
        </p>
      ) : (
        <button
          type="button"
          className="red-popup__grab"
          onClick={() => (token ? grab.mutate(envelope.id) : loginDialog.open())}
          disabled={grab.isPending}
          data-testid="red-envelope-grab"
        >
          {token ? t('red.grab') : t('red.loginToGrab')}
        </button>
      )}
    </div>
  );
}
