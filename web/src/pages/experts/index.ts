/**
 * The intelligence centre and the experts' pages, one lazily loaded chunk by route (/foresight,
 * /specialist, -home, -info, -detail): they share most of their code, and one chunk keeps the first
 * route's table of chunks small (its 170 KB budget).
 */
export { default as foresight } from './ForesightPage';
export { default as list } from './ExpertsPage';
export { default as home } from './ExpertHomePage';
export { default as info } from './ExpertApplicationPage';
export { default as detail } from './AnalysisPage';
