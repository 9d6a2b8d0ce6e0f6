import { describe, expect, it } from 'vitest';
import { LINT_TIMEOUT_MS, lintSiteFile } from '../test/lint-site-file';

/** The site calls the API one way: `api`, typed from the OpenAPI document (README, src/api/). */
describe('one typed way to call the API', { timeout: LINT_TIMEOUT_MS }, () => {
  it('refuses an answer type written at the call, the HTTP client underneath and fetch of /api/', async () => {
    const messages = await lintSiteFile(
      [
        "import { api } from '../../api/api';",
        "import { createHttpClient } from '../../api/http-client';",
        'interface HotMatch { short_name_zh: string }',
        "export const hot = () => api.post<HotMatch[]>('/api/universal/getHot');",
        "export const raw = () => fetch('/api/universal/getHot', { method: 'POST' });",
        'export const room = (id: number) => fetch(`/api/Live/getRoomInfo?room_id=${id}`);',
        'export const client = createHttpClient;',
      ].join('\n'),
    );
    expect(messages.filter((m) => m.startsWith('no-restricted-syntax')).length).toBe(3);
    expect(messages.filter((m) => m.startsWith('no-restricted-imports'))).toHaveLength(1);
  });

  it('lets a typed call through', async () => {
    const messages = await lintSiteFile(
      ["import { api } from '../../api/api';", "export const hot = () => api.post('/api/universal/getHot');"].join(
        '\n',
      ),
    );
    expect(messages).toEqual([]);
  });
});
