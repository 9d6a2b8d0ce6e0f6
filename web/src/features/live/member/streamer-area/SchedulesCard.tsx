import { useMutation, useQueries, useQuery, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { api } from '../../../../api/api';
import type { DataOf } from '../../../../api/typed';
import { currentLang } from '../../../../i18n/i18n';
import { formatClock, formatDate } from '../../../../i18n/format';
import { DateTimeSelect } from '../../../../ui/DateTimeSelect';
import { toast } from '../../../../ui/feedback';
import { useNow } from '../../../../ui/use-now';
import { dayOf } from '../../../scores/list/use-match-list';
import { scoresKeys } from '../../../scores/scores-keys';
import { liveKeys } from '../../live-keys';
import { useStreamerRoom } from './streamer-room-query';

type Match = DataOf<'/api/scores/matches', 'get'>['list'][number];

/** The /anchor room types that have live scores. */
const SPORT_OF_TYPE: Record<number, 'football' | 'basketball'> = { 1: 'football', 2: 'basketball' };

/** Matches of a sport not started yet, today and tomorrow, soonest first: what a streamer may announce. */
function useComingMatches(sport: 'football' | 'basketball' | undefined): Match[] {
  const lang = currentLang();
  const days = sport ? [dayOf(0), dayOf(1)] : [];
  const results = useQueries({
    queries: days.map((date) => ({
      queryKey: scoresKeys.matches(sport as string, `date:${date}`, lang),
      queryFn: () => api.get('/api/scores/matches', { sport: sport as 'football' | 'basketball', date, limit: 200 }),
      staleTime: 60_000,
    })),
  });
  const now = useNow(60_000);
  return results
    .flatMap((result) => result.data?.list ?? [])
    .filter((match) => match.status === 'upcoming' && Date.parse(match.start_time) > now)
    .sort((a, b) => a.start_time.localeCompare(b.start_time) || a.match_id - b.match_id);
}

/** A broadcast may be announced up to 60 days ahead (the live service's limit). */
const SCHEDULE_HORIZON_DAYS = 60;

/** The picker holds the local wall-clock time, without a zone. */
function toLocalInput(iso: string): string {
  const date = new Date(iso);
  return new Date(date.getTime() - date.getTimezoneOffset() * 60_000).toISOString().slice(0, 16);
}

/**
 * Announced broadcasts (Live/setLiveList): viewers reserve them and are reminded. A football or
 * basketball room may announce a coming match: its title and time are filled in, and the match's
 * page then lists the room.
 */
export function SchedulesCard() {
  const { t } = useTranslation('live');
  const queryClient = useQueryClient();
  const lang = currentLang();
  const [title, setTitle] = useState('');
  const [startsAt, setStartsAt] = useState('');
  const [matchId, setMatchId] = useState<number | undefined>();
  const room = useStreamerRoom();
  const sport = room.data ? SPORT_OF_TYPE[room.data.type] : undefined;
  const matches = useComingMatches(sport);
  const schedules = useQuery({ queryKey: liveKeys.mySchedules, queryFn: () => api.get('/api/broadcast-schedules') });
  const refresh = () => void queryClient.invalidateQueries({ queryKey: liveKeys.mySchedules });
  const pickMatch = (value: string) => {
    const match = matches.find((m) => m.match_id === Number(value));
    setMatchId(match?.match_id);
    if (!match) return;
    setTitle(`${match.home_team_name} vs ${match.away_team_name}`);
    setStartsAt(toLocalInput(match.start_time));
  };
  const create = useMutation({
    mutationFn: () =>
      api.post('/api/Live/setLiveList', {
        title: title.trim(),
        starts_at: new Date(startsAt).toISOString(),
        match_id: matchId,
      }),
    onSuccess: () => {
      setTitle('');
      setStartsAt('');
      setMatchId(undefined);
      toast.success(t('studio.schedules.added'));
      refresh();
    },
  });
  const remove = useMutation({
    mutationFn: (id: number) => api.post('/api/broadcast-schedules/delete', { id }),
    onSuccess: refresh,
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!title.trim() || !startsAt) return toast.warning(t('studio.schedules.incomplete'));
    create.mutate();
  };
  return (
    <section className="card studio-card" data-testid="studio-schedules">
      <h2 className="card__title">{t('studio.schedules.title')}</h2>
      <form className="studio-inline" onSubmit={submit} noValidate>
        {sport && (
          <select
            value={matchId ?? ''}
            aria-label={t('studio.schedules.match')}
            onChange={(e) => pickMatch(e.target.value)}
            data-testid="schedule-match"
          >
            <option value="">{t('studio.schedules.noMatch')}</option>
            {matches.map((match) => (
              <option key={match.match_id} value={match.match_id}>
                {formatDate(new Date(match.start_time), lang)} {formatClock(new Date(match.start_time), lang)} ·{' '}
                {match.home_team_name} vs {match.away_team_name}
              </option>
            ))}
          </select>
        )}
        <input
          value={title}
          maxLength={60}
          placeholder={t('studio.schedules.what')}
          aria-label={t('studio.schedules.what')}
          onChange={(e) => setTitle(e.target.value)}
        />
        <DateTimeSelect
          value={startsAt}
          onChange={setStartsAt}
          lang={lang}
          days={SCHEDULE_HORIZON_DAYS}
          labels={{
            group: t('studio.schedules.when'),
            day: t('studio.schedules.day'),
            time: t('studio.schedules.time'),
            pickDay: t('studio.schedules.pickDay'),
            pickTime: t('studio.schedules.pickTime'),
          }}
        />
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
                  {formatDate(starts, lang)} {formatClock(starts, lang)} ·{' '}
                  {t('studio.schedules.reservations', { count: schedule.reservations })}
                </span>
              </span>
              <button
                type="button"
                className="btn btn--ghost"
                onClick={() => remove.mutate(schedule.id)}
                disabled={remove.isPending}
              >
                {t('studio.schedules.withdraw')}
              </button>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
