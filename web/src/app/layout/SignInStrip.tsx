import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { api } from '../../api/api';
import { currentLang } from '../../i18n/i18n';
import { formatNumber } from '../../i18n/format';
import { toast } from '../../ui/feedback';
import { refreshBalances, useSignOverview, walletKeys } from '../../features/wallet/wallet-queries';
import { canSignToday, SIGN_STRIP_DAYS, stripDays, taskPercent } from '../../features/wallet/sign-in-rules';
import type { DailyTask } from '../../features/wallet/wallet-api';
import '../../features/wallet/wallet.css';

function TaskRow({ task }: { task: DailyTask }) {
  const { t } = useTranslation('layout');
  const done = Boolean(task.is_complete);
  return (
    <li className="task-progress" data-testid={`task-${task.code}`}>
      <span>
        {task.task}{' '}
        <span className="muted num">{t('wallet:signIn.progress', { value: task.value, target: task.target })}</span>
      </span>
      <span className={`task-progress__reward${done ? ' task-progress__reward--done' : ''}`}>
        {done ? t('user.taskDone') : `+${task.lz_num}`}
      </span>
      <span
        className="task-progress__bar"
        role="progressbar"
        aria-valuenow={task.value}
        aria-valuemin={0}
        aria-valuemax={task.target}
      >
        <span style={{ width: `${taskPercent(task)}%` }} />
      </span>
    </li>
  );
}

/**
 * The 7-day sign-in strip (six days and the 7th cumulative reward), the sign-in button and today's
 * tasks with their progress, from the activity service. Used in the hover panel and the sign-in dialog.
 */
export function SignInStrip() {
  const { t } = useTranslation('layout');
  const lang = currentLang();
  const queryClient = useQueryClient();
  const overview = useSignOverview(true);
  // Once a day, only when today is not signed (spec section 4); the reward lands in the wallet.
  const sign = useMutation({
    mutationFn: () => api.post('/api/Activity/task_handle_sign', {}),
    onSuccess: (reward) => {
      toast.success(t('user.signedReward', { amount: reward.lz_num }));
      void queryClient.invalidateQueries({ queryKey: walletKeys.signIn });
      refreshBalances(queryClient);
    },
  });

  if (overview.isPending) return <div className="skeleton-lines" />;
  if (overview.isError)
    return (
      <div className="sign-strip sign-strip--empty" data-testid="sign-strip-error">
        <p className="muted small">{t('wallet:signIn.loadFailed')}</p>
        <button type="button" className="btn btn--ghost btn--small btn--block" onClick={() => void overview.refetch()}>
          {t('wallet:signIn.retry')}
        </button>
      </div>
    );
  const data = overview.data;
  const open = canSignToday(data) && !sign.isPending && !sign.isSuccess;
  const signed = !canSignToday(data) || sign.isSuccess;
  return (
    <div className="sign-strip" data-testid="sign-strip">
      <div className="sign-head">
        <strong>{t('wallet:signIn.title')}</strong>
        <span className="muted small" data-testid="sign-days">
          {t('wallet:signIn.streak', { count: data.sign_days })}
        </span>
      </div>
      <div className="sign7">
        {stripDays(data).map((day) => (
          <span
            key={day.num}
            className={`sign7__day${day.is_sign ? ' sign7__day--done' : ''}${day.num === SIGN_STRIP_DAYS ? ' sign7__day--gift' : ''}`}
            data-testid={`sign-day-${day.num}`}
          >
            <small>
              {day.num === SIGN_STRIP_DAYS ? t('wallet:signIn.cumulative') : t('user.day', { day: day.num })}
            </small>
            <b className="num">
              <span className="diamond" aria-hidden="true" />+{formatNumber(day.lz_num, lang)}
            </b>
          </span>
        ))}
      </div>
      <button
        type="button"
        className="btn btn--primary btn--block btn--small sign-strip__button"
        disabled={!open}
        onClick={() => sign.mutate()}
        data-testid="sign-in-button"
      >
        {signed ? t('user.signed') : t('user.signIn')}
      </button>
      {data.today.length > 0 && (
        <>
          <div className="sign-head">
            <strong>{t('wallet:signIn.tasks')}</strong>
          </div>
          <ul className="tasks">
            {data.today.map((task) => (
              <TaskRow key={task.id} task={task} />
            ))}
          </ul>
        </>
      )}
    </div>
  );
}
