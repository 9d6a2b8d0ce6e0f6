import { readFileSync } from 'node:fs';
import { OpenApiDocument } from '@arena/edge';
import { API_TYPES_FILE, currentApiDocument, renderApiTypes } from './api-types';

/** The site's API types are the generator's output for the services as they are now. */
describe('web/src/api/schema.d.ts', () => {
  let document: OpenApiDocument;
  beforeAll(async () => {
    document = await currentApiDocument();
  });

  it('is what `npm run api:types -w @arena/web` writes for the current services', () => {
    expect(Object.keys(document.paths).length).toBeGreaterThan(50);
    // On failure: run `npm run api:types -w @arena/web` and commit the result.
    expect(readFileSync(API_TYPES_FILE, 'utf8')).toBe(renderApiTypes(document));
  });

  it('describes the answer of every public operation', () => {
    type Operation = {
      responses?: Record<string, { content?: Record<string, { schema?: { properties?: { data?: object } } }> }>;
    };
    const undescribed = Object.entries(document.paths).flatMap(([path, item]) =>
      Object.entries(item as Record<string, Operation>)
        .filter(([, operation]) => {
          const content = operation.responses?.['200']?.content ?? {};
          const data = content['application/json']?.schema?.properties?.data;
          // An envelope whose data has a schema, or a page or file sent as it is.
          return data ? Object.keys(data).length === 0 : Object.keys(content).length === 0;
        })
        .map(([method]) => `${method.toUpperCase()} ${path}`),
    );
    expect(undescribed).toEqual([]);
  });
});
