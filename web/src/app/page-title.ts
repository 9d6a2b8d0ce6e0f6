import { siteName } from '../config/site';
import type { Lang } from '../i18n/langs';
import type { RouteMeta } from './routes';

/** The document title of a route: its own title, then the site's name (the browser's and the server's). */
export function pageTitle(meta: RouteMeta | undefined, t: (key: string) => string, lang: Lang): string {
  const name = siteName(lang);
  return meta ? `${t(meta.title)} - ${name}` : name;
}
