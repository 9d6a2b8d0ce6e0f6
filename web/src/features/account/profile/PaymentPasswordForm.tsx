import { useMutation } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { api } from '../../../api/api';
import { toast } from '../../../ui/feedback';

/** Member/paymentPassword: six digits; the old one is needed to change an existing payment password. */
export function PaymentPasswordForm() {
  const { t } = useTranslation('member');
  const [form, setForm] = useState({ old_payment_password: '', payment_password: '', repassword: '' });
  const bind = (name: keyof typeof form) => ({
    value: form[name],
    name,
    inputMode: 'numeric' as const,
    maxLength: 6,
    onChange: (e: { target: { value: string } }) => setForm({ ...form, [name]: e.target.value.replace(/\D/g, '') }),
  });

  // A refusal is shown by the API client's toast.
  const save = useMutation({
    mutationFn: (body: typeof form) =>
      api.post('/api/Member/paymentPassword', {
        payment_password: body.payment_password,
        repassword: body.repassword,
        old_payment_password: body.old_payment_password || undefined,
      }),
    onSuccess: () => {
      toast.success(t('payment.saved'));
      setForm({ old_payment_password: '', payment_password: '', repassword: '' });
    },
  });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!form.payment_password || !form.repassword) return toast.warning(t('common:completeInfo'));
    if (form.payment_password !== form.repassword) return toast.warning(t('common:samePassword'));
    save.mutate(form);
  };

  return (
    <form className="card form" onSubmit={submit} noValidate data-testid="payment-form">
      <h2 className="card__title">{t('payment.title')}</h2>
      <input
        type="password"
        placeholder={t('payment.old')}
        aria-label={t('payment.old')}
        {...bind('old_payment_password')}
      />
      <input
        type="password"
        placeholder={t('payment.new')}
        aria-label={t('payment.new')}
        {...bind('payment_password')}
      />
      <input
        type="password"
        placeholder={t('payment.repeat')}
        aria-label={t('payment.repeat')}
        {...bind('repassword')}
      />
      <button type="submit" className="btn btn--primary" disabled={save.isPending}>
        {t('payment.submit')}
      </button>
    </form>
  );
}
