/** What other packages (tools, tests) may use of the edge service: its app factory. */
export { createEdgeApp as createApp } from './edge.app';
export { publicDocument, documentedServices, type OpenApiDocument } from './docs/public-document';
export { RouteTable } from './routing/route-table';
export { BUILT_ROUTES } from './routing/route-table';
