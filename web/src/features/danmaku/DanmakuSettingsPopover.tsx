import * as Popover from '@radix-ui/react-popover';
import { useTranslation } from 'react-i18next';
import { Icon } from '../../ui/Icon';
import { danmakuSettings, useDanmakuSettings } from './danmaku-settings';
import { Tooltip } from '../../ui/Tooltip';
import './danmaku.css';
import './player-controls-words';

const LEVELS = [1, 2, 3] as const;

/** The viewer's danmaku settings: show, area, size, speed and opacity (kept on this device, for live rooms and videos alike). */
export function DanmakuSettingsPopover() {
  const { t } = useTranslation('playerControls');
  const settings = useDanmakuSettings();
  return (
    <Popover.Root>
      <Tooltip content={t('settings')}>
        <Popover.Trigger
          className="icon-button danmaku-settings__trigger"
          aria-label={t('settings')}
          data-testid="danmaku-settings"
        >
          <Icon name="chart" />
        </Popover.Trigger>
      </Tooltip>
      <Popover.Portal>
        <Popover.Content
          className="danmaku-popover danmaku-settings"
          side="top"
          align="end"
          sideOffset={8}
          collisionPadding={8}
        >
          <label className="danmaku-settings__row">
            <span>{t('show')}</span>
            <input
              type="checkbox"
              checked={settings.show}
              onChange={(e) => danmakuSettings.set({ show: e.target.checked })}
              data-testid="danmaku-show"
            />
          </label>
          {(['area', 'size', 'speed'] as const).map((name) => (
            <fieldset key={name} className="danmaku-settings__row">
              <legend>{t(`${name}`)}</legend>
              <span className="danmaku-segmented">
                {LEVELS.map((level) => (
                  <button
                    key={level}
                    type="button"
                    aria-pressed={settings[name] === level}
                    className={settings[name] === level ? 'active' : ''}
                    onClick={() => danmakuSettings.set({ [name]: level })}
                  >
                    {t(`${name}Levels.${level}`)}
                  </button>
                ))}
              </span>
            </fieldset>
          ))}
          <label className="danmaku-settings__row">
            <span>{t('opacity', { value: settings.opacity })}</span>
            <input
              type="range"
              min={10}
              max={100}
              step={5}
              value={settings.opacity}
              onChange={(e) => danmakuSettings.set({ opacity: Number(e.target.value) })}
            />
          </label>
          <Popover.Arrow className="danmaku-popover__arrow" />
        </Popover.Content>
      </Popover.Portal>
    </Popover.Root>
  );
}
