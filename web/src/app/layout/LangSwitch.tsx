import { useTranslation } from 'react-i18next';
import { currentLang } from '../../i18n/i18n';
import { changeLang, isLang, LANG_LABELS, LANGS } from '../../i18n/langs';

export function LangSwitch() {
  const { t } = useTranslation('layout');
  return (
    <label className="lang-switch">
      <span className="sr-only">{t('language')}</span>
      <select
        value={currentLang()}
        data-testid="lang-switch"
        onChange={(event) => {
          if (isLang(event.target.value)) changeLang(event.target.value);
        }}
      >
        {LANGS.map((lang) => (
          <option key={lang} value={lang}>
            {LANG_LABELS[lang]}
          </option>
        ))}
      </select>
    </label>
  );
}
