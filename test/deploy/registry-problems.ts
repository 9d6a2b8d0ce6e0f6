import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

/**
 * What the recipe asks of a service folder once its name is in BUILT_SERVICES, and of the registry
 * for every service folder: each problem names the file and what is missing, so adding a service
 * is following the messages until there are none (docs/architecture.md, "Adding a service").
 */
export function registryProblems(
  root: string,
  built: readonly string[],
  edgeRouteServices: readonly string[],
): string[] {
  const problems: string[] = [];
  const read = (file: string) =>
    existsSync(path.join(root, file)) ? readFileSync(path.join(root, file), 'utf8') : undefined;
  const folders = readdirSync(path.join(root, 'services'), { withFileTypes: true })
    .filter((entry) => entry.isDirectory() && existsSync(path.join(root, 'services', entry.name, 'src/main.ts')))
    .map((entry) => entry.name);
  for (const folder of folders)
    if (!built.includes(folder))
      problems.push(
        `services/${folder} runs a service (src/main.ts) that is not in BUILT_SERVICES (services/shared/src/config/service-registry.ts)`,
      );

  for (const name of built) {
    // `live-scores` is LiveScores in code (createLiveScoresApp, LiveScoresModule).
    const Name = name.replace(/(^|-)([a-z])/g, (_, _dash: string, letter: string) => letter.toUpperCase());
    const manifest = read(`services/${name}/package.json`);
    if (!manifest) {
      problems.push(`services/${name}/package.json is missing`);
      continue;
    }
    const pkg = JSON.parse(manifest) as {
      name?: string;
      main?: string;
      types?: string;
      exports?: Record<string, Record<string, string>>;
    };
    if (pkg.name !== `@arena/${name}`) problems.push(`services/${name}/package.json must be named @arena/${name}`);
    // Imported by name (tools, tests): tsc and Jest read src/index.ts, Node the compiled dist/index.js.
    if (
      pkg.main !== 'dist/index.js' ||
      pkg.types !== 'src/index.ts' ||
      pkg.exports?.['.']?.types !== './src/index.ts' ||
      pkg.exports?.['.']?.default !== './dist/index.js'
    )
      problems.push(
        `services/${name}/package.json must have main, types and exports as services/wallet/package.json (src/index.ts, dist/index.js)`,
      );
    if (
      !read(`services/${name}/src/index.ts`)?.includes(`export { create${Name}App as createApp } from './${name}.app'`)
    )
      problems.push(`services/${name}/src/index.ts must export { create${Name}App as createApp } from './${name}.app'`);
    if (!read(`services/${name}/src/${name}.module.ts`)?.includes(`class ${Name}Module`))
      problems.push(`services/${name}/src/${name}.module.ts must declare ${Name}Module`);
    if (
      !new RegExp(`export (async )?function create${Name}App\\b`).test(
        read(`services/${name}/src/${name}.app.ts`) ?? '',
      )
    )
      problems.push(`services/${name}/src/${name}.app.ts must export create${Name}App (tests and main.ts boot it)`);
    if (!read(`services/${name}/src/main.ts`)?.includes(`listen(app, '${name}')`))
      problems.push(`services/${name}/src/main.ts must call listen(app, '${name}')`);
    if (name !== 'edge' && !edgeRouteServices.includes(name))
      problems.push(
        `services/edge/src/routing: no ${name}.routes.ts in BUILT_ROUTES (route-table.ts) maps the catalogue's paths to ${name}`,
      );
  }
  return problems;
}
