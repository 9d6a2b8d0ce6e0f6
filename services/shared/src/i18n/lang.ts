export const LANGS = ['zh', 'en', 'vi'] as const;
export type Lang = (typeof LANGS)[number];
export const DEFAULT_LANG: Lang = 'zh';

type HeaderBag = Record<string, string | string[] | undefined>;

function first(value: string | string[] | undefined): string | undefined {
  return Array.isArray(value) ? value[0] : value;
}

function match(tag: string | undefined): Lang | undefined {
  if (!tag) return undefined;
  const base = tag.trim().toLowerCase().split(/[-_;]/)[0];
  return (LANGS as readonly string[]).includes(base) ? (base as Lang) : undefined;
}

/**
 * The caller's language: the edge's resolved `x-lang`, else the site's `lang` header, else the first
 * supported entry of Accept-Language (by q order), else Chinese as the spec says.
 */
export function resolveLang(headers: HeaderBag): Lang {
  const explicit = match(first(headers['x-lang'])) ?? match(first(headers['lang']));
  if (explicit) return explicit;
  const accept = first(headers['accept-language']);
  if (accept) {
    const ranked = accept
      .split(',')
      .map((part) => {
        const [tag, q] = part.split(';q=');
        return { tag, q: q === undefined ? 1 : Number(q) };
      })
      .sort((a, b) => b.q - a.q);
    for (const { tag } of ranked) {
      const lang = match(tag);
      if (lang) return lang;
    }
  }
  return DEFAULT_LANG;
}
