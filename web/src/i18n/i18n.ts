import i18next, { type InitOptions, type Resource } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { type Lang, LOCALES, storedLang } from './langs';

export type Bundle = Record<string, Record<string, unknown>>;

// One chunk per language: only the chosen one is downloaded.
const loaders: Record<Lang, () => Promise<{ default: Bundle }>> = {
  zh: () => import('./zh'),
  en: () => import('./en'),
  vi: () => import('./vi'),
};

/** A missing key is a bug: it is reported on the console so the browser tests fail on it. */
function reportMissing(languages: readonly string[], namespace: string, key: string): void {
  console.error(`[i18n] missing key "${namespace}:${key}" for ${languages.join(',')}`);
}

/** The options of the site's i18next, in the browser (one language) and in the server render (all three). */
export function i18nOptions(lang: Lang, resources: Partial<Record<Lang, Bundle>>): InitOptions {
  return {
    lng: lang,
    fallbackLng: false,
    resources: resources as Resource,
    ns: Object.keys(resources[lang] ?? {}),
    defaultNS: 'common',
    interpolation: { escapeValue: false },
    saveMissing: true,
    missingKeyHandler: reportMissing,
    returnEmptyString: false,
  };
}

export async function initI18n(lang: Lang = storedLang(), bundle?: Bundle): Promise<typeof i18next> {
  const resources = bundle ?? (await loaders[lang]()).default;
  await i18next.use(initReactI18next).init(i18nOptions(lang, { [lang]: resources }));
  if (typeof document !== 'undefined') document.documentElement.lang = LOCALES[lang];
  return i18next;
}

export function currentLang(): Lang {
  return (i18next.language as Lang | undefined) ?? storedLang();
}
