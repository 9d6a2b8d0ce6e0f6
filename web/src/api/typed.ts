import type { paths } from './schema';

/** Public paths of the edge's OpenAPI document by method. */
export type PathsWith<M extends 'get' | 'post'> = {
  [P in keyof paths]: paths[P][M] extends undefined | never ? never : P;
}[keyof paths];

type Operation<P extends keyof paths, M extends 'get' | 'post'> = NonNullable<paths[P][M]>;

type JsonBody<O> = O extends { requestBody?: { content: { 'application/json': infer B } } } ? B : undefined;
type QueryOf<O> = O extends { parameters: { query?: infer Q } } ? Q : undefined;

/** What a call takes: the JSON body of a POST, the query of a GET. */
export type InputOf<P extends keyof paths, M extends 'get' | 'post'> = M extends 'get'
  ? QueryOf<Operation<P, M>>
  : JsonBody<Operation<P, M>>;

/** The envelope's `data` as the document describes it (unknown where the service gives no schema). */
export type DataOf<P extends keyof paths, M extends 'get' | 'post'> =
  Operation<P, M> extends { responses: { 200: { content: { 'application/json': { data?: infer D } } } } } ? D : unknown;
