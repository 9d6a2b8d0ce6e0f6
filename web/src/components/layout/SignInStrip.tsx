import { useTranslation } from 'react-i18next';
import { useOptionalEndpoint } from '../../api/unbuilt';

/** The spec's sign-in task list (Activity/pcSignTaskList). */
interface SignTaskList {
  is_sign: number | boolean;
  list: { is_sign: number | boolean; lz_num: number; num: number }[];
  today: { task: string; img?: string; lz_num: number; is_complete: number | boolean; value: number | string }[];
}

/** The 7-day strip and daily tasks, from the activity service once it answers; an honest empty state until then. */
export function SignInStrip() {
  const { t } = useTranslation('layout');
  const tasks = useOptionalEndpoint<SignTaskList>('/api/Activity/pcSignTaskList', true);
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
  const { list, today } = tasks.data;
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
