import { ServiceRoutes } from './route-entry';

/** The 7 `scores` rows of the catalogue, the score pages' reads and the administrators' endpoints. */
export const SCORES_ROUTES: ServiceRoutes = {
  service: 'scores',
  catalogue: [
    { method: 'POST', path: 'hot_match/all_match', target: '/hot-match/all' },
    { method: 'POST', path: 'hot_match/msgGetSimple', target: '/hot-match/simple' },
    { method: 'POST', path: 'hot_match/recommend', target: '/hot-match/recommend' },
    { method: 'POST', path: 'universal/getHot', target: '/hot-match/hot' },
    { method: 'POST', path: 'Basketballuser/collect', target: '/scores/collect' },
    { method: 'GET', path: 'api/hot_match/initial_list', target: '/hot-match/initial' },
    { method: 'GET', path: 'api/Search/match', target: '/hot-match/search' },
  ],
  prefixes: [
    {
      prefix: '/api/scores',
      target: '/scores',
    },
    { prefix: '/api/admin/scores', target: '/admin/scores' },
  ],
};
