import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { api } from '../../../api/api';
import { toast } from '../../../ui/feedback';
import { accountKeys } from '../account-keys';

/** Real-name verification (Member/verified), shown masked once done. */
export function VerificationForm() {
  const { t } = useTranslation('member');
  const queryClient = useQueryClient();
  const info = useQuery({ queryKey: accountKeys.identity, queryFn: () => api.post('/api/Member/getVerifiedInfo') });
  const [form, setForm] = useState({ real_name: '', id_number: '' });

  // A refusal is shown by the API client's toast.
  const verify = useMutation({
    mutationFn: (body: typeof form) => api.post('/api/Member/verified', body),
    onSuccess: () => {
      toast.success(t('verify.done'));
      return queryClient.invalidateQueries({ queryKey: accountKeys.identity });
    },
  });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!form.real_name.trim() || !form.id_number.trim()) return toast.warning(t('common:completeInfo'));
    verify.mutate({ real_name: form.real_name.trim(), id_number: form.id_number.trim() });
  };

  return (
    <section className="card form" data-testid="verification">
      <h2 className="card__title">{t('verify.title')}</h2>
      {info.data?.is_verified === 1 ? (
        <div className="verified">
          <span className="badge badge--ok">✓ {t('verify.verified')}</span>
          <span>{info.data.real_name}</span>
          <span className="num muted">{info.data.id_number}</span>
        </div>
      ) : (
        <form className="form form--inline" onSubmit={submit} noValidate>
          <input
            placeholder={t('verify.realName')}
            aria-label={t('verify.realName')}
            value={form.real_name}
            maxLength={32}
            onChange={(e) => setForm({ ...form, real_name: e.target.value })}
          />
          <input
            placeholder={t('verify.idNumber')}
            aria-label={t('verify.idNumber')}
            value={form.id_number}
            maxLength={18}
            onChange={(e) => setForm({ ...form, id_number: e.target.value })}
          />
          <button type="submit" className="btn btn--primary" disabled={verify.isPending}>
            {t('verify.submit')}
          </button>
        </form>
      )}
    </section>
  );
}
