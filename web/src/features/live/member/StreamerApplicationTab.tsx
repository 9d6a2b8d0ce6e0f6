import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { api } from '../../../api/api';
import { currentLang } from '../../../i18n/i18n';
import { formatDate } from '../../../i18n/format';
import { toast } from '../../../ui/feedback';
import { checkStreamerApplication, type StreamerApplicationFields } from './streamer-application-rules';
import '../live.css';
import { liveKeys } from '../live-keys';
import { authKeys } from '../../auth/auth-keys';

const EMPTY: StreamerApplicationFields = { real_name: '', id_number: '', contact: '', inviter: '', experience: '' };

/**
 * Member tab 7: the streamer application (real name, ID number and a contact required, experience at
 * least 15 characters). Shows the latest application's state; after a rejection (with its reason)
 * the user may apply again; approval makes them a streamer with a room (tab 9).
 */
export function StreamerApplicationTab() {
  const { t } = useTranslation('member');
  const queryClient = useQueryClient();
  const [form, setForm] = useState(EMPTY);
  const mine = useQuery({
    queryKey: liveKeys.streamerApplication,
    queryFn: async () => {
      const latest = await api.get('/api/anchor-applications/mine');
      // Approved meanwhile: the profile's is_anchor (the streamer-area tab) follows.
      if (latest?.status === 'approved') void queryClient.invalidateQueries({ queryKey: authKeys.profile });
      return latest;
    },
  });
  const apply = useMutation({
    mutationFn: () => api.post('/api/anchor-applications', { ...form, inviter: form.inviter.trim() || undefined }),
    onSuccess: (application) => {
      queryClient.setQueryData(liveKeys.streamerApplication, application);
      toast.success(t('apply.sent'));
    },
  });
  const bind = (name: keyof StreamerApplicationFields) => ({
    value: form[name],
    name,
    onChange: (e: { target: { value: string } }) => setForm({ ...form, [name]: e.target.value }),
  });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const problem = checkStreamerApplication(form);
    if (problem) return void toast.warning(t(`apply.errors.${problem}`));
    apply.mutate();
  };

  if (mine.isPending) return <div className="skeleton-list" />;
  const latest = mine.data;
  if (latest && latest.status !== 'rejected') {
    return (
      <div className="card" data-testid="anchor-application-state" data-status={latest.status}>
        <h2 className="card__title">{t(`apply.status.${latest.status}`)}</h2>
        <p className="muted">
          {t(`apply.statusText.${latest.status}`, { date: formatDate(new Date(latest.created_at), currentLang()) })}
        </p>
        {latest.status === 'approved' && (
          <Link to="/member?type=9" className="btn btn--primary">
            {t('tabs.streamerArea')}
          </Link>
        )}
      </div>
    );
  }
  return (
    <form className="card form" onSubmit={submit} noValidate data-testid="anchor-application">
      <h2 className="card__title">{t('apply.title')}</h2>
      {latest?.status === 'rejected' ? (
        <p className="apply-rejected" data-testid="anchor-application-rejected">
          {t('apply.rejected', { reason: latest.reason })}
        </p>
      ) : (
        <p className="muted small">{t('apply.intro')}</p>
      )}
      <div className="grid-2">
        <input
          placeholder={t('apply.realName')}
          aria-label={t('apply.realName')}
          maxLength={32}
          {...bind('real_name')}
        />
        <input
          placeholder={t('apply.idNumber')}
          aria-label={t('apply.idNumber')}
          maxLength={18}
          {...bind('id_number')}
        />
        <input placeholder={t('apply.contact')} aria-label={t('apply.contact')} maxLength={50} {...bind('contact')} />
        <input placeholder={t('apply.inviter')} aria-label={t('apply.inviter')} maxLength={20} {...bind('inviter')} />
      </div>
      <label className="form__label">
        {t('apply.experience')}
        <textarea rows={4} maxLength={1000} {...bind('experience')} />
        <span className="form__counter num">{form.experience.trim().length}</span>
      </label>
      <button type="submit" className="btn btn--primary" disabled={apply.isPending}>
        {t('apply.submit')}
      </button>
    </form>
  );
}
