import type { Lang } from '../../i18n/langs';

/** TanStack Query keys of the gifts: the catalogue per language and the viewer's backpack. */
export const giftsKeys = {
  all: ['gifts'] as const,
  catalogue: (lang: Lang) => ['gifts', 'catalogue', lang] as const,
  backpack: (lang: Lang) => ['gifts', 'backpack', lang] as const,
  redEnvelope: (id: number) => ['gifts', 'red-envelope', id] as const,
};
