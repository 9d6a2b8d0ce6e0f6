import { ServiceRoutes } from './route-entry';

/** The 7 `scores` rows of the catalogue, the score pages' reads and the administrators' endpoints. */
export const SCORES_ROUTES: ServiceRoutes = {
  service: 'scores',
  catalogue: [
    { method: 'POST', path: 'hot_match/all_match', target: '/hot-match/all', access: 'open' },
    { method: 'POST', path: 'hot_match/msgGetSimple', target: '/hot-match/simple', access: 'open' },
    { method: 'POST', path: 'hot_match/recommend', target: '/hot-match/recommend', access: 'open' },
    { method: 'POST', path: 'universal/getHot', target: '/hot-match/hot', access: 'open' },
    { method: 'POST', path: 'Basketballuser/collect', target: '/scores/collect', access: 'user' },
    { method: 'GET', path: 'api/hot_match/initial_list', target: '/hot-match/initial', access: 'open' },
    { method: 'GET', path: 'api/Search/match', target: '/hot-match/search', access: 'open' },
  ],
  prefixes: [
    {
      prefix: '/api/scores',
      target: '/scores',
      access: { 'GET /matches': 'open', 'GET /match': 'open', 'GET /competitions': 'open', 'GET /seasons': 'open', 'GET /standings': 'open', 'GET /teams': 'open', 'GET /team': 'open', 'GET /top-scorers': 'open', 'GET /favourites': 'user', 'POST /collect': 'user' },
    },
    { prefix: '/api/admin/scores', target: '/admin/scores', access: { 'POST /matches': 'admin', 'POST /events': 'admin', 'POST /corrections': 'admin', 'POST /stats': 'admin' } },
  ],
};
