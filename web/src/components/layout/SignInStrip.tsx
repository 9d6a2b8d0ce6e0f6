import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { api } from '../../api/api';
import { useOptionalEndpoint } from '../../api/unbuilt';
import { PROFILE_QUERY_KEY } from '../../auth/use-session';
import { toast } from '../../ui/feedback';

const TASKS_PATH = '/api/Activity/pcSignTaskList';

/** The spec's sign-in task list (Activity/pcSignTaskList). */
interface SignTaskList {
  is_sign: number | boolean;
  list: { is_sign: number | boolean; lz_num: number; num: number }[];
  today: { task: string; img?: string; lz_num: number; is_complete: number | boolean; value: number | string }[];
}

/** The 7-day strip and daily tasks, from the activity service once it answers; an honest empty state until then. */
export function SignInStrip() {
  const { t } = useTranslation('layout');
  const queryClient = useQueryClient();
  const tasks = useOptionalEndpoint<SignTaskList>(TASKS_PATH, true);
  // Once a day, only when today is not signed (spec section 4); the reward lands in the wallet.
  const sign = useMutation({
    mutationFn: () => api.raw<{ lz_num: number }>('POST', '/api/Activity/task_handle_sign', { body: {} }),
    onSuccess: (reward) => {
      toast.success(t('user.signedReward', { amount: reward.lz_num }));
      void queryClient.invalidateQueries({ queryKey: ['optional', 'POST', TASKS_PATH] });
      void queryClient.invalidateQueries({ queryKey: PROFILE_QUERY_KEY });
    },
  });
  if (tasks.state === 'loading') return <div className="skeleton-lines" />;
  if (tasks.state === 'unavailable')
    return (
      <div className="sign-strip sign-strip--empty" data-testid="sign-strip-empty">
        <div className="sign-strip__days" aria-hidden="true">
          {Array.from({ length: 7 }, (_, day) => (
            <span key={day} className="sign-day sign-day--pending">
              {day + 1}
            </span>
          ))}
        </div>
        <p className="muted small">{t('user.signUnavailable')}</p>
      </div>
    );
  const { list, today, is_sign: signedToday } = tasks.data;
  return (
    <div className="sign-strip">
      <div className="sign-strip__days">
        {list.slice(0, 7).map((day, index) => (
          <span key={index} className={`sign-day${day.is_sign ? ' sign-day--done' : ''}${index === 6 ? ' sign-day--gift' : ''}`} title={String(day.lz_num)}>
            <small>{t('user.day', { day: index + 1 })}</small>
            <b className="num">+{day.lz_num}</b>
          </span>
        ))}
      </div>
      <button type="button" className="btn btn--primary btn--block btn--small sign-strip__button" disabled={Boolean(signedToday) || sign.isPending} onClick={() => sign.mutate()} data-testid="sign-in-button">
        {signedToday ? t('user.signed') : t('user.signIn')}
      </button>
      <ul className="tasks">
        {today.map((task) => (
          <li key={task.task} className="task">
            <span>{task.task}</span>
            <span className="num muted">{String(task.value)}</span>
            <span className={`task__state${task.is_complete ? ' task__state--done' : ''}`}>{task.is_complete ? t('user.taskDone') : `+${task.lz_num}`}</span>
          </li>
        ))}
      </ul>
    </div>
  );
}
