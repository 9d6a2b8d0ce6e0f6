/**
 * Every TanStack Query key of the goods domain, under `['goods']`: an exchange invalidates `all`
 * (the stock left on the list and the records both change).
 */
export const goodsKeys = {
  all: ['goods'] as const,
  list: (lang: string) => ['goods', 'list', lang] as const,
  records: (lang: string, page: number) => ['goods', 'records', lang, page] as const,
};
