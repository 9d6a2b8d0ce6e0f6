/**
 * News lists and banners are the same for every caller of a language: the edge may repeat an answer
 * for a few seconds (its ResponseCache), so a crowd on the home page costs one read per list.
 */
export const PUBLIC_LIST = 'public, max-age=0, s-maxage=5, stale-while-revalidate=5';
