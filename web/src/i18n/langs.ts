export const LANGS = ['zh', 'en', 'vi'] as const;
export type Lang = (typeof LANGS)[number];
export const DEFAULT_LANG: Lang = 'zh';
/** The spec keeps the choice locally under this key. */
export const LANG_STORAGE_KEY = 'lang';
/**
 * The same choice in a cookie, so the edge renders /main's first screen in it (services/edge
 * site/first-screen); the site keeps it equal to the stored choice on every start.
 */
export const LANG_COOKIE = 'lang';
const LANG_COOKIE_MAX_AGE_S = 400 * 24 * 3600;
const COOKIE_VALUE = new RegExp(`(?:^|;\\s*)${LANG_COOKIE}=([^;]*)`);

export const LANG_LABELS: Record<Lang, string> = { zh: '简体中文', en: 'English', vi: 'Tiếng Việt' };
/** What a phone's top bar shows of the choice (the list it opens still names each language in full). */
export const LANG_SHORT_LABELS: Record<Lang, string> = { zh: '中文', en: 'EN', vi: 'VI' };
/** BCP 47 tags for Intl and the document's lang attribute. */
export const LOCALES: Record<Lang, string> = { zh: 'zh-CN', en: 'en-US', vi: 'vi-VN' };

export function isLang(value: unknown): value is Lang {
  return typeof value === 'string' && (LANGS as readonly string[]).includes(value);
}

export function storedLang(): Lang {
  const value = typeof localStorage === 'undefined' ? null : localStorage.getItem(LANG_STORAGE_KEY);
  return isLang(value) ? value : DEFAULT_LANG;
}

/** The language a `lang` cookie names, else the one a first visit gets (as `storedLang` without storage). */
export function langOfCookie(cookieHeader: string | undefined): Lang {
  const value = COOKIE_VALUE.exec(cookieHeader ?? '')?.[1];
  return isLang(value) ? value : DEFAULT_LANG;
}

/** Writes the cookie when it does not already say `lang` (the stored choice is the record). */
export function rememberLangCookie(lang: Lang): void {
  if (typeof document === 'undefined') return;
  const current = COOKIE_VALUE.exec(document.cookie)?.[1];
  if (current === lang) return;
  document.cookie = `${LANG_COOKIE}=${lang}; path=/; max-age=${LANG_COOKIE_MAX_AGE_S}; samesite=lax`;
}

/** Changing the language stores it and reloads, as the spec says. */
export function changeLang(lang: Lang): void {
  localStorage.setItem(LANG_STORAGE_KEY, lang);
  rememberLangCookie(lang);
  window.location.reload();
}
