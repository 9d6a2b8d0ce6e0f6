import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { builtinModules } from 'node:module';
import path from 'node:path';
import ts from 'typescript';

/**
 * What each workspace package (services/*, web) imports by package name, and whether its
 * package.json declares it. The rule:
 * - its own code (`src/`, tests aside) imports only what the package declares. A service runs from
 *   node_modules after `npm prune --omit=dev` (the Dockerfile's prod-deps), so what its code needs at
 *   run time is in `dependencies` (or `peerDependencies`); a type-only import may come from
 *   `devDependencies`. The site is bundled by Vite at build time, so for it any of the three will do.
 * - its tests (`test/`, `e2e/`, `*.spec.*`, `*.e2e.*`, `*.test.*`) and tool files (configs beside
 *   `src/`) may also use the root's devDependencies (jest, supertest, ...), which every checkout has.
 * Relative imports and Node's built-ins (`node:fs`, `fs`) are not packages; a scoped name counts
 * by its first two segments (`@nestjs/common/constants` is `@nestjs/common`).
 */
export interface WorkspacePackage {
  /** `services/activity`, `web`. */
  dir: string;
  name: string;
  dependencies: Record<string, string>;
  devDependencies: Record<string, string>;
  peerDependencies: Record<string, string>;
}

export interface PackageImport {
  /** Relative to the repository root. */
  file: string;
  specifier: string;
  /** `import type`, `export type`, `typeof import(...)`, `/// <reference types>`: erased when compiled. */
  typeOnly: boolean;
}

export type FileRole = 'src' | 'test' | 'tool';

const SKIPPED_FOLDERS = new Set(['node_modules', 'dist', 'dist-ssr', 'coverage', 'test-results', 'playwright-report']);
const CODE = /\.(ts|tsx|mts|cts|js|jsx|mjs|cjs)$/;

export function workspacePackages(root: string): WorkspacePackage[] {
  const dirs = [...readdirSync(path.join(root, 'services')).map((name) => `services/${name}`), 'web'].filter((dir) =>
    existsSync(path.join(root, dir, 'package.json')),
  );
  return dirs.sort().map((dir) => {
    const manifest = JSON.parse(
      readFileSync(path.join(root, dir, 'package.json'), 'utf8'),
    ) as Partial<WorkspacePackage>;
    return {
      dir,
      name: manifest.name ?? dir,
      dependencies: manifest.dependencies ?? {},
      devDependencies: manifest.devDependencies ?? {},
      peerDependencies: manifest.peerDependencies ?? {},
    };
  });
}

/** Every source file of a package, relative to the repository root. */
export function packageFiles(root: string, dir: string): string[] {
  const walk = (folder: string): string[] =>
    readdirSync(path.join(root, folder), { withFileTypes: true }).flatMap((entry) => {
      const file = `${folder}/${entry.name}`;
      if (entry.isDirectory()) return SKIPPED_FOLDERS.has(entry.name) ? [] : walk(file);
      return CODE.test(entry.name) && !entry.name.endsWith('.d.ts') ? [file] : [];
    });
  return walk(dir).sort();
}

/** Whether a file of the package `dir` is its own code, a test or a tool (a config beside src/). */
export function fileRole(dir: string, file: string): FileRole {
  const inside = path.posix.relative(dir, file);
  const segments = inside.split('/');
  if (
    segments.some((segment) => ['test', 'tests', 'e2e', '__tests__'].includes(segment)) ||
    /\.(spec|e2e|test)\.[a-z]+$/.test(inside)
  )
    return 'test';
  return segments[0] === 'src' ? 'src' : 'tool';
}

/** The package-name imports of a file: static, dynamic with a literal, require(), type references. */
export function importsOf(file: string, text: string): PackageImport[] {
  const source = ts.createSourceFile(
    file,
    text,
    ts.ScriptTarget.Latest,
    false,
    file.endsWith('x') ? ts.ScriptKind.TSX : ts.ScriptKind.TS,
  );
  const found: PackageImport[] = source.typeReferenceDirectives.map((reference) => ({
    file,
    specifier: reference.fileName,
    typeOnly: true,
  }));
  const add = (node: ts.Node | undefined, typeOnly: boolean) => {
    if (node && ts.isStringLiteralLike(node)) found.push({ file, specifier: node.text, typeOnly });
  };
  const visit = (node: ts.Node): void => {
    if (ts.isImportDeclaration(node)) {
      const clause = node.importClause;
      const named =
        clause?.namedBindings && ts.isNamedImports(clause.namedBindings) ? clause.namedBindings.elements : undefined;
      // `import type { A }`, or `import { type A, type B }` with nothing else (a bare `import 'x'` runs x).
      const typeOnly =
        !!clause &&
        (clause.isTypeOnly ||
          (!clause.name && !!named && named.length > 0 && named.every((element) => element.isTypeOnly)));
      add(node.moduleSpecifier, typeOnly);
    } else if (ts.isExportDeclaration(node)) {
      const named = node.exportClause && ts.isNamedExports(node.exportClause) ? node.exportClause.elements : undefined;
      add(
        node.moduleSpecifier,
        node.isTypeOnly || (!!named && named.length > 0 && named.every((element) => element.isTypeOnly)),
      );
    } else if (ts.isImportEqualsDeclaration(node) && ts.isExternalModuleReference(node.moduleReference)) {
      add(node.moduleReference.expression, node.isTypeOnly);
    } else if (ts.isImportTypeNode(node) && ts.isLiteralTypeNode(node.argument)) {
      add(node.argument.literal, true);
    } else if (ts.isCallExpression(node) && node.arguments.length > 0) {
      const callee = node.expression;
      const dynamic = callee.kind === ts.SyntaxKind.ImportKeyword;
      const required = ts.isIdentifier(callee) && callee.text === 'require';
      const resolved =
        ts.isPropertyAccessExpression(callee) &&
        ts.isIdentifier(callee.expression) &&
        callee.expression.text === 'require' &&
        callee.name.text === 'resolve';
      if (dynamic || required || resolved) add(node.arguments[0], false);
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

/** The package an import names, or undefined for a relative path, a built-in or a URL. */
export function packageOf(specifier: string): string | undefined {
  if (/^(\.|\/|[a-z]+:)/.test(specifier) || builtinModules.includes(specifier.split('/')[0])) return undefined;
  const segments = specifier.split('/');
  return specifier.startsWith('@') ? segments.slice(0, 2).join('/') : segments[0];
}

/** What an import needs of the package's manifest, weakest first. */
const NEEDS = [
  'devDependencies (a test or tool import: the root devDependencies would do too)',
  'dependencies or devDependencies (a type-only import, or the bundled site)',
  'dependencies (its code runs from the pruned production install)',
] as const;

/** Each package imported but not declared (by the rule above): one message per package, its strongest need. */
export function undeclaredImports(
  root: string,
  pkg: WorkspacePackage,
  rootDevDependencies: Record<string, string>,
  files = packageFiles(root, pkg.dir),
): string[] {
  const bundled = pkg.dir === 'web';
  const atRunTime = (name: string) => name in pkg.dependencies || name in pkg.peerDependencies;
  const missing = new Map<string, { need: number; files: Set<string> }>();
  for (const file of files) {
    const text = readFileSync(path.join(root, file), 'utf8');
    // The scanner first (parsing is slow on the generated Prisma client): only a file importing a
    // package not declared for run time is parsed, to tell its type-only imports.
    const scanned = ts.preProcessFile(text, true, true);
    if (
      [...scanned.importedFiles, ...scanned.typeReferenceDirectives].every(
        ({ fileName }) =>
          [undefined, pkg.name].includes(packageOf(fileName)) || atRunTime(packageOf(fileName) as string),
      )
    )
      continue;
    const role = fileRole(pkg.dir, file);
    for (const found of importsOf(file, text)) {
      const name = packageOf(found.specifier);
      if (!name || name === pkg.name || atRunTime(name)) continue;
      const need = role !== 'src' ? 0 : bundled || found.typeOnly ? 1 : 2;
      const satisfied = need === 2 ? false : name in pkg.devDependencies || (need === 0 && name in rootDevDependencies);
      if (satisfied) continue;
      const entry = missing.get(name) ?? { need, files: new Set<string>() };
      entry.need = Math.max(entry.need, need);
      entry.files.add(path.posix.relative(pkg.dir, file));
      missing.set(name, entry);
    }
  }
  return [...missing].map(([name, { need, files }]) => {
    const list = [...files];
    return `${pkg.dir}/package.json must declare "${name}" in ${NEEDS[need]}: imported by ${list.slice(0, 3).join(', ')}${list.length > 3 ? ` and ${list.length - 3} more` : ''}`;
  });
}
