import type { QueryClient } from '@tanstack/react-query';
import { earlyAnswer } from '../../api/early-requests';
import { liveKeys } from '../../features/live/live-keys';
import { scoresKeys } from '../../features/scores/scores-keys';

/** The home page's first queries as `public/early-requests.js` starts them (HomeLiveRows, HotMatches). */
export function homeQueries(lang: string) {
  return [
    { key: liveKeys.index(lang), method: 'POST', url: '/api/Live_streaming/getIndexLiveList', body: '{"limit":8}' },
    { key: liveKeys.buckets(lang), method: 'GET', url: '/api/Live/getBucketRoomList?limit=4', body: undefined },
    { key: scoresKeys.hot(lang), method: 'POST', url: '/api/universal/getHot', body: '{}' },
  ] as const;
}

/**
 * Before the first render of /main: the early answers that have already arrived go straight into
 * the query cache, so the first render draws the rooms (and their preloaded covers) instead of
 * skeletons and a second render. An answer still on its way is left to the HTTP client; a failed one
 * too (the page asks again and shows its own error state).
 */
export function primeHomeQueries(client: QueryClient, lang: string, token: string | null): void {
  for (const query of homeQueries(lang)) {
    const data = earlyAnswer(query.method, query.url, query.body, lang, token);
    if (data !== undefined) client.setQueryData(query.key, data);
  }
}
