import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { currentLang } from '../../../i18n/i18n';
import { Icon } from '../../../ui/Icon';
import { gameSoundSettings } from './game-sound-settings';
import type { ShownGoal } from './shown-goal';
import { playGoalSound } from './goal-sound';
import '../scores.css';

/**
 * The goal pop-ups on screen (scoreboard, minute, the side that scored), and the generated goal sound
 * for each new one when the visitor's goal voice is on. Its own chunk, fetched with the first goal.
 */
export default function GoalPopups({ shown, inPlayer = false }: { shown: ShownGoal[]; inPlayer?: boolean }) {
  const { t } = useTranslation('pages');
  const lang = currentLang();
  const played = useRef(0);

  useEffect(() => {
    const fresh = shown.filter(({ id }) => id > played.current);
    if (fresh.length === 0) return;
    played.current = fresh[fresh.length - 1].id;
    if (gameSoundSettings.get().voice) playGoalSound();
  }, [shown]);

  if (shown.length === 0) return null;
  return (
    <div className={`goal-popups${inPlayer ? ' goal-popups--in-player' : ''}`} role="status" aria-live="polite">
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
              <span className={`goal-popup__team goal-popup__team--away${home ? '' : ' goal-popup__team--scored'}`}>
                {awayName}
              </span>
            </div>
            <div className="goal-popup__side">{t(home ? 'scores.goal.home' : 'scores.goal.away')}</div>
          </div>
        );
      })}
    </div>
  );
}
