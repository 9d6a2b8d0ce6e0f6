import { useMutation } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { api } from '../../../api/api';
import { toast } from '../../../ui/feedback';

/** user/updatePassword: the other sessions of the account end (their next call answers 700). */
export function PasswordForm() {
  const { t } = useTranslation('member');
  const [form, setForm] = useState({ old_password: '', password: '', repassword: '' });
  const bind = (name: keyof typeof form) => ({
    value: form[name],
    name,
    onChange: (e: { target: { value: string } }) => setForm({ ...form, [name]: e.target.value }),
  });

  // A refusal is shown by the API client's toast.
  const change = useMutation({
    mutationFn: (body: typeof form) => api.post('/api/user/updatePassword', body),
    onSuccess: () => {
      toast.success(t('password.changed'));
      setForm({ old_password: '', password: '', repassword: '' });
    },
  });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!form.old_password || !form.password || !form.repassword) return toast.warning(t('common:completeInfo'));
    if (form.password !== form.repassword) return toast.warning(t('common:samePassword'));
    change.mutate(form);
  };

  return (
    <form className="card form" onSubmit={submit} noValidate data-testid="password-form">
      <h2 className="card__title">{t('password.title')}</h2>
      <input
        type="password"
        autoComplete="current-password"
        placeholder={t('password.old')}
        aria-label={t('password.old')}
        {...bind('old_password')}
      />
      <input
        type="password"
        autoComplete="new-password"
        placeholder={t('password.new')}
        aria-label={t('password.new')}
        {...bind('password')}
      />
      <input
        type="password"
        autoComplete="new-password"
        placeholder={t('password.repeat')}
        aria-label={t('password.repeat')}
        {...bind('repassword')}
      />
      <button type="submit" className="btn btn--primary" disabled={change.isPending}>
        {t('password.submit')}
      </button>
    </form>
  );
}
