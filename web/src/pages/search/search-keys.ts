/** TanStack Query keys of the search page: the text, the kind, the language of the texts, the page. */
export const searchKeys = {
  all: ['search'] as const,
  results: (q: string, kind: string, lang: string, page: number) => ['search', q, kind, lang, page] as const,
};
