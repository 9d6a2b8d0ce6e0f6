import path from 'node:path';
import { ESLint } from 'eslint';
import tseslint from 'typescript-eslint';

/** A test that lints: the first lint of a run loads the configuration's plugins (seconds on a loaded machine). */
export const LINT_TIMEOUT_MS = 30_000;

let eslint: ESLint | undefined;

/**
 * The repository's lint (eslint.config.mjs) run on a piece of site code as if it were the file at
 * `filePath`, as `npm run lint` would, without the type-aware rules: those need the file on disk, in
 * the site's TypeScript project. Returns `<rule>: <message>` of each problem.
 */
export async function lintSiteFile(code: string, filePath = 'web/src/features/example/Example.tsx'): Promise<string[]> {
  eslint ??= new ESLint({
    cwd: path.resolve(__dirname, '../../..'),
    overrideConfig: { ...tseslint.configs.disableTypeChecked, files: ['web/**/*.{ts,tsx}'] },
  });
  const [result] = await eslint.lintText(code, { filePath });
  return result.messages.map((m) => `${m.ruleId}: ${m.message}`);
}
