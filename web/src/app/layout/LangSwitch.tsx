import { useTranslation } from 'react-i18next';
import { currentLang } from '../../i18n/i18n';
import { changeLang, isLang, LANG_LABELS, LANG_SHORT_LABELS, LANGS } from '../../i18n/langs';

/** The language choice: a native select (the phone's own picker), drawn short on phones. */
export function LangSwitch() {
  const { t } = useTranslation('layout');
  return (
    <label className="lang-switch">
      <span className="sr-only">{t('language')}</span>
      {/* Phones draw this short name and lay the (transparent) select over it: a full name does not fit. */}
      <span className="lang-switch__short" aria-hidden="true">
        {LANG_SHORT_LABELS[currentLang()]}
      </span>
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
