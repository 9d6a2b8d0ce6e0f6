import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { api } from '../../api/api';
import { currentLang } from '../../i18n/i18n';
import { formatNumber } from '../../i18n/format';
import { Dialog } from '../../ui/Dialog';
import { toast } from '../../ui/feedback';
import { authKeys } from '../auth/auth-keys';
import { useProfile } from '../auth/use-session';
import { covers, offerRecharge } from '../wallet/offer-recharge';
import './gifts-words';

/** The server's bounds (Redenvelope/insert). */
const MAX_DIAMONDS = 1_000_000;
const MAX_COUNT = 1000;

/** Redenvelope/insert: N diamonds in K envelopes for the room's viewers to grab. */
export function RedEnvelopeDialog({ roomId, onClose }: { roomId: number; onClose: () => void }) {
  const { t } = useTranslation('gifts');
  const lang = currentLang();
  const user = useProfile();
  const queryClient = useQueryClient();
  const [diamonds, setDiamonds] = useState('100');
  const [count, setCount] = useState('10');
  const [greeting, setGreeting] = useState('');
  const n = Number(diamonds);
  const k = Number(count);
  const valid = Number.isInteger(n) && Number.isInteger(k) && k >= 1 && k <= MAX_COUNT && n >= k && n <= MAX_DIAMONDS;

  const insert = useMutation({
    mutationFn: () =>
      api.post('/api/Redenvelope/insert', {
        room_id: roomId,
        diamonds: n,
        count: k,
        greeting: greeting.trim() || t('red.greetingDefault'),
      }),
    onSuccess: () => {
      toast.success(t('red.sent'));
      void queryClient.invalidateQueries({ queryKey: authKeys.profile });
      onClose();
    },
  });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!valid) return toast.warning(t('red.invalid'));
    if (!covers(user?.gold, n)) return void offerRecharge();
    insert.mutate();
  };

  return (
    <Dialog title={t('red.title')} onClose={onClose}>
      <form className="form" onSubmit={submit} data-testid="red-envelope-form">
        <label className="form__label">
          <span>{t('red.diamonds')}</span>
          <input
            inputMode="numeric"
            value={diamonds}
            onChange={(e) => setDiamonds(e.target.value.replace(/\D/g, ''))}
            data-testid="red-diamonds"
          />
        </label>
        <label className="form__label">
          <span>{t('red.count')}</span>
          <input
            inputMode="numeric"
            value={count}
            onChange={(e) => setCount(e.target.value.replace(/\D/g, ''))}
            data-testid="red-count"
          />
        </label>
        <label className="form__label">
          <span>{t('red.greeting')}</span>
          <input
            maxLength={60}
            placeholder={t('red.greetingDefault')}
            value={greeting}
            onChange={(e) => setGreeting(e.target.value)}
          />
        </label>
        <p className="muted small">{t('red.hint')}</p>
        <button
          type="submit"
          className="btn btn--primary btn--block"
          disabled={insert.isPending}
          data-testid="red-submit"
        >
          {t('red.submit', { value: formatNumber(valid ? n : 0, lang) })}
        </button>
      </form>
    </Dialog>
  );
}
