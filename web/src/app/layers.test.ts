import { describe, expect, it } from 'vitest';
import { LINT_TIMEOUT_MS, lintSiteFile } from '../test/lint-site-file';

const restricted = (messages: string[]) => messages.filter((m) => m.startsWith('no-restricted-imports'));

/** app/ and pages/ put the features together; a feature and the API client never reach up (README, eslint.config.mjs). */
describe("the site's layers", { timeout: LINT_TIMEOUT_MS }, () => {
  it('keep a feature from importing app/ or pages/', async () => {
    const messages = await lintSiteFile(
      [
        "import { ROUTES } from '../../app/routes';",
        "import { homeQueries } from '../../pages/main/early-queries';",
        "import { APP_PLATFORMS } from '../app-download/qr-targets';",
        'export const used = [ROUTES, homeQueries, APP_PLATFORMS];',
      ].join('\n'),
      'web/src/features/example/Example.tsx',
    );
    expect(restricted(messages)).toHaveLength(2);
  });

  it('keep the API client from importing app/, pages/ or a feature', async () => {
    const messages = await lintSiteFile(
      [
        "import { ROUTES } from '../app/routes';",
        "import { homeQueries } from '../pages/main/early-queries';",
        "import { signOut } from '../features/auth/sign-out';",
        'export const used = [ROUTES, homeQueries, signOut];',
      ].join('\n'),
      'web/src/api/example.ts',
    );
    expect(restricted(messages)).toHaveLength(3);
  });

  it('let a page import app/ and the features', async () => {
    const messages = await lintSiteFile(
      [
        "import { SignInStrip } from '../../app/layout/SignInStrip';",
        "import { FollowList } from '../../features/account/follows/FollowList';",
        'export const used = [SignInStrip, FollowList];',
      ].join('\n'),
      'web/src/pages/example/ExamplePage.tsx',
    );
    expect(restricted(messages)).toEqual([]);
  });
});
