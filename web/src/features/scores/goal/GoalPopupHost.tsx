import type { GoalPopup } from '@arena/protocol';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLiveMessages } from '../../../realtime/live';
import { currentLang } from '../../../i18n/i18n';
import { Icon } from '../../../ui/Icon';
import { gameSoundSettings } from './game-sound-settings';
import { GOAL_SOUND_SECONDS, playGoalSound } from './goal-sound';
import '../scores.css';

/** How long a goal pop-up stays up: as long as its sound. */
export const GOAL_POPUP_MS = GOAL_SOUND_SECONDS * 1000;
/** At most this many pop-ups stacked at once; an older one gives way. */
const MAX_SHOWN = 3;

interface Shown {
  id: number;
  goal: GoalPopup;
}

/**
 * Mounted once by the layout, so every page hears goals: each code 100 `goal` message of the live
 * socket raises the spec's pop-up (scoreboard, minute, the side that scored) for about 6 s, with the
 * generated goal sound when the visitor's goal voice is on.
 */
export function GoalPopupHost() {
  const { t } = useTranslation('pages');
  const lang = currentLang();
  const [shown, setShown] = useState<Shown[]>([]);
  const nextId = useRef(1);
  const timers = useRef(new Set<ReturnType<typeof setTimeout>>());

  useEffect(() => {
    const pending = timers.current;
    return () => {
      for (const timer of pending) clearTimeout(timer);
    };
  }, []);

  useLiveMessages((message) => {
    if (message.code !== 100 || message.type !== 'goal') return;
    const id = nextId.current++;
    setShown((list) => [...list, { id, goal: message.data }].slice(-MAX_SHOWN));
    const timer = setTimeout(() => {
      timers.current.delete(timer);
      setShown((list) => list.filter((item) => item.id !== id));
    }, GOAL_POPUP_MS);
    timers.current.add(timer);
    if (gameSoundSettings.get().voice) playGoalSound();
  });

  if (shown.length === 0) return null;
  return (
    <div className="goal-popups" role="status" aria-live="polite">
      {shown.map(({ id, goal }) => {
        const home = goal.iszhu === 1;
        // The viewer's language when the service sent every name (it does), else the spec's Chinese names.
        const homeName = goal.home_team_name?.[lang] ?? goal.home_team_name_zh;
        const awayName = goal.away_team_name?.[lang] ?? goal.away_team_name_zh;
        return (
          <div key={id} className="goal-popup" data-testid="goal-popup">
            <div className="goal-popup__head">
              <Icon name="football" size={16} />
              <strong>{t('scores.goal.title')}</strong>
              <span className="goal-popup__match">{`${homeName} ${goal.home_score}-${goal.away_score} ${awayName}`}</span>
              {goal.minute && <span className="goal-popup__minute num">{goal.minute}</span>}
            </div>
            <div className="goal-popup__board">
              <span className={`goal-popup__team${home ? ' goal-popup__team--scored' : ''}`}>{homeName}</span>
              <span className="goal-popup__score num">
                <span className={home ? 'goal-popup__scored' : ''}>{goal.home_score}</span>
                {' - '}
                <span className={home ? '' : 'goal-popup__scored'}>{goal.away_score}</span>
              </span>
              <span className={`goal-popup__team goal-popup__team--away${home ? '' : ' goal-popup__team--scored'}`}>{awayName}</span>
            </div>
            <div className="goal-popup__side">{t(home ? 'scores.goal.home' : 'scores.goal.away')}</div>
          </div>
        );
      })}
    </div>
  );
}
