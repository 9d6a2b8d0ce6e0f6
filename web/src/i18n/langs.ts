export const LANGS = ['zh', 'en', 'vi'] as const;
export type Lang = (typeof LANGS)[number];
export const DEFAULT_LANG: Lang = 'zh';
/** The spec keeps the choice locally under this key. */
export const LANG_STORAGE_KEY = 'lang';

export const LANG_LABELS: Record<Lang, string> = { zh: '简体中文', en: 'English', vi: 'Tiếng Việt' };
/** BCP 47 tags for Intl and the document's lang attribute. */
export const LOCALES: Record<Lang, string> = { zh: 'zh-CN', en: 'en-US', vi: 'vi-VN' };

export function isLang(value: unknown): value is Lang {
  return typeof value === 'string' && (LANGS as readonly string[]).includes(value);
}

export function storedLang(): Lang {
  const value = typeof localStorage === 'undefined' ? null : localStorage.getItem(LANG_STORAGE_KEY);
  return isLang(value) ? value : DEFAULT_LANG;
}

/** Changing the language stores it and reloads, as the spec says. */
export function changeLang(lang: Lang): void {
  localStorage.setItem(LANG_STORAGE_KEY, lang);
  window.location.reload();
}
