/** What other packages (tools, tests) may use of the search service: its app factory. */
export { createSearchApp as createApp } from './search.app';
