import i18next from 'i18next';
import type { Lang } from './langs';

/**
 * Adds a namespace's words in every language once i18next is up, for a namespace that comes with the
 * lazily loaded code that shows it instead of with the first page's catalogue, which stays within
 * its budget (tools/web/bundle-budget.spec.ts).
 */
export function deferWords(namespace: string, words: Record<Lang, object>): void {
  const add = () => {
    for (const [lang, bundle] of Object.entries(words))
      if (!i18next.hasResourceBundle(lang, namespace)) i18next.addResourceBundle(lang, namespace, bundle);
  };
  if (i18next.isInitialized) add();
  else i18next.on('initialized', add);
}
