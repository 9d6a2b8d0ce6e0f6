import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { api } from '../../../../api/api';
import { currentLang } from '../../../../i18n/i18n';
import { formatClock, formatDate } from '../../../../i18n/format';
import { toast } from '../../../../ui/feedback';
import { liveKeys } from '../../live-keys';


/** Announced broadcasts (Live/setLiveList): viewers reserve them and are reminded. */
export function SchedulesCard() {
  const { t } = useTranslation('live');
  const queryClient = useQueryClient();
  const lang = currentLang();
  const [title, setTitle] = useState('');
  const [startsAt, setStartsAt] = useState('');
  const schedules = useQuery({ queryKey: liveKeys.mySchedules, queryFn: () => api.get('/api/broadcast-schedules') });
  const refresh = () => void queryClient.invalidateQueries({ queryKey: liveKeys.mySchedules });
  const create = useMutation({
    mutationFn: () => api.post('/api/Live/setLiveList', { title: title.trim(), starts_at: new Date(startsAt).toISOString() }),
    onSuccess: () => {
      setTitle('');
      setStartsAt('');
      toast.success(t('studio.schedules.added'));
      refresh();
    },
  });
  const remove = useMutation({ mutationFn: (id: number) => api.post('/api/broadcast-schedules/delete', { id }), onSuccess: refresh });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!title.trim() || !startsAt) return toast.warning(t('studio.schedules.incomplete'));
    create.mutate();
  };
  return (
    <section className="card studio-card" data-testid="studio-schedules">
      <h2 className="card__title">{t('studio.schedules.title')}</h2>
      <form className="studio-inline" onSubmit={submit} noValidate>
        <input value={title} maxLength={60} placeholder={t('studio.schedules.what')} aria-label={t('studio.schedules.what')} onChange={(e) => setTitle(e.target.value)} />
        <input type="datetime-local" value={startsAt} aria-label={t('studio.schedules.when')} onChange={(e) => setStartsAt(e.target.value)} />
        <button type="submit" className="btn btn--primary" disabled={create.isPending}>
          {t('studio.schedules.add')}
        </button>
      </form>
      {schedules.data?.length === 0 && <p className="muted">{t('studio.schedules.none')}</p>}
      <ul className="live-list live-list--flat">
        {schedules.data?.map((schedule) => {
          const starts = new Date(schedule.starts_at);
          return (
            <li key={schedule.id} className="live-list__row">
              <span className="reserve-row__body">
                <span className="reserve-row__title">{schedule.title}</span>
                <span className="reserve-row__meta">
                  {formatDate(starts, lang)} {formatClock(starts, lang)} · {t('studio.schedules.reservations', { count: schedule.reservations })}
                </span>
              </span>
              <button type="button" className="btn btn--light" onClick={() => remove.mutate(schedule.id)} disabled={remove.isPending}>
                {t('studio.schedules.withdraw')}
              </button>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
