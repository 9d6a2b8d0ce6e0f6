import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import { i18nOptions } from './i18n';
import { type Lang } from './langs';
import en from './en';
import vi from './vi';
import zh from './zh';

let ready: Promise<unknown> | undefined;

/**
 * The server render's i18next: the site's one instance (components read `currentLang()` from it)
 * with every language loaded, switched to the language of the render about to run. Renders take
 * turns (entry-server's `oneAtATime`), so a switch never lands in the middle of another's.
 */
export async function switchServerLang(lang: Lang): Promise<void> {
  ready ??= i18next.use(initReactI18next).init(i18nOptions(lang, { zh, en, vi }));
  await ready;
  if (i18next.language !== lang) await i18next.changeLanguage(lang);
}
