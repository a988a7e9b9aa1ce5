// A partner's build of the package, as esbuild (an app's own, or Vite's dependency step) runs it:
// every entry the package exports, reached by its name through the app's node_modules, bundled for
// the browser with code splitting, and every warning esbuild gives. esbuild says nothing of files
// under node_modules, so an installed copy is quiet whatever it holds; a linked one (a workspace,
// `npm link`, a `file:` dependency) is read where it lies, and each bare import it keeps of a module
// its `sideEffects` leaves out is a warning about our files. The framework matrix builds the packed
// package both ways (scripts/framework-matrix.js), test/node/partner-esbuild.test.js dist/lib linked.
import { execFileSync } from 'node:child_process';
import { mkdirSync, readFileSync, readdirSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { build, formatMessages, version } from 'esbuild';

/**
 * The entries an app imports of the package in `packageDir`, by name: each of `exports` but the
 * types-only and JSON ones, `./locales/*` once per language the package holds.
 */
export function packageEntries(packageDir) {
  const { name, exports } = JSON.parse(readFileSync(join(packageDir, 'package.json'), 'utf8'));
  const languages = readdirSync(join(packageDir, 'dist/lib/locales')).flatMap((file) => /^([a-z]{2}(-[A-Z]{2})?)\.js$/.exec(file)?.[1] ?? []);
  return Object.keys(exports)
    .filter((entry) => entry !== './package.json' && !entry.startsWith('./types/') && !entry.endsWith('.json'))
    .flatMap((entry) => (entry.includes('*') ? languages.map((tag) => entry.replace('*', tag)) : [entry]))
    .map((entry) => (entry === '.' ? name : `${name}/${entry.slice(2)}`));
}

/**
 * Bundles `entries` (package names and subpaths) as an app in `appDir` imports them, one module
 * each; resolves to esbuild's warnings, formatted, and what each entry became.
 */
export async function bundleEveryEntry(appDir, entries) {
  const dir = join(appDir, '.partner-build');
  mkdirSync(dir, { recursive: true });
  try {
    const entryPoints = Object.fromEntries(
      entries.map((entry, i) => {
        const file = join(dir, `entry-${i}.js`);
        writeFileSync(file, `export * from '${entry}';\n`);
        return [`entry-${i}`, file];
      }),
    );
    const result = await build({
      entryPoints,
      bundle: true,
      splitting: true,
      format: 'esm',
      platform: 'browser',
      target: 'es2022',
      outdir: join(dir, 'out'),
      write: false,
      logLevel: 'silent',
    });
    const warnings = await formatMessages(result.warnings, { kind: 'warning', color: false });
    const bundled = entries.map((entry, i) => ({ entry, text: result.outputFiles.find((file) => file.path.endsWith(`/entry-${i}.js`))?.text ?? '' }));
    return { warnings: warnings.map((text) => text.trim()), bundled };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/**
 * The packed package (`tarball`) built by esbuild as a partner's app meets it: installed in
 * `projectDir`'s node_modules (unpacked there already), and linked from a folder of its own beside
 * it (its dependencies from `projectDir`'s node_modules). Resolves to the entries and every warning.
 */
export async function buildPacked(tarball, projectDir) {
  const linked = resolve(projectDir, '.linked');
  rmSync(linked, { recursive: true, force: true });
  const packageDir = join(linked, 'package');
  const appDir = join(linked, 'app');
  mkdirSync(packageDir, { recursive: true });
  mkdirSync(join(appDir, 'node_modules'), { recursive: true });
  try {
    execFileSync('tar', ['xzf', tarball, '-C', packageDir, '--strip-components=1']);
    const { name } = JSON.parse(readFileSync(join(packageDir, 'package.json'), 'utf8'));
    symlinkSync(packageDir, join(appDir, 'node_modules', name), 'dir');
    const entries = packageEntries(packageDir);
    const installed = await bundleEveryEntry(projectDir, entries);
    const link = await bundleEveryEntry(appDir, entries);
    return { esbuild: version, entries, warnings: [...installed.warnings.map((w) => `installed: ${w}`), ...link.warnings.map((w) => `linked: ${w}`)] };
  } finally {
    rmSync(linked, { recursive: true, force: true });
  }
}
