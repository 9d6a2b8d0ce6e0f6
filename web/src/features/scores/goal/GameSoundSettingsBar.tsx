import { useTranslation } from 'react-i18next';
import { type GameSoundSettings, gameSoundSettings, useGameSoundSettings } from './game-sound-settings';

const FLAGS = ['red', 'yellow', 'voice'] as const satisfies readonly (keyof GameSoundSettings)[];

/** The score lists' sound settings: red-card and yellow-card alerts and the goal voice. */
export function GameSoundSettingsBar() {
  const { t } = useTranslation('pages');
  const settings = useGameSoundSettings();
  return (
    <fieldset className="game-sound">
      <legend className="sr-only">{t('scores.sound.title')}</legend>
      {FLAGS.map((flag) => (
        <label key={flag}>
          <input
            type="checkbox"
            checked={settings[flag]}
            onChange={(e) => gameSoundSettings.set({ [flag]: e.target.checked })}
          />
          {t(`scores.sound.${flag}`)}
        </label>
      ))}
    </fieldset>
  );
}
