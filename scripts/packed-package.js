// The package as a partner installs it, for the framework matrices: `npm pack`, unpacked into a
// project's node_modules/market-checkout as npm unpacks a tarball.
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/** `npm pack` into a new temporary folder; returns the tarball's path (remove its folder after). */
export function pack() {
  const dir = mkdtempSync(join(tmpdir(), 'market-pack-'));
  const [{ filename }] = JSON.parse(execFileSync('npm', ['pack', '--json', '--pack-destination', dir], { encoding: 'utf8', stdio: ['ignore', 'pipe', 'inherit'] }));
  return join(dir, filename);
}

/** Unpacks `tarball` into `projectDir`/node_modules/market-checkout, whose lock must hold its dependencies. */
export function unpackInto(tarball, projectDir) {
  const target = join(projectDir, 'node_modules', 'market-checkout');
  rmSync(target, { recursive: true, force: true });
  mkdirSync(target, { recursive: true });
  execFileSync('tar', ['xzf', tarball, '-C', target, '--strip-components=1']);
  // Its dependencies come from the project's lock: each must be there, as npm would have installed it.
  const { dependencies } = JSON.parse(readFileSync(join(target, 'package.json'), 'utf8'));
  const absent = Object.keys(dependencies).filter((dependency) => !existsSync(join(projectDir, 'node_modules', dependency, 'package.json')));
  if (absent.length) throw new Error(`${projectDir}/package.json lacks the package's dependencies ${absent.join(', ')}.`);
}

/** `npm ci` in a project of its own when its node_modules is missing (a fresh clone, CI). */
export function installOnce(projectDir, label) {
  if (existsSync(join(projectDir, 'node_modules', '.package-lock.json'))) return;
  const started = Date.now();
  execFileSync('npm', ['ci', '--no-audit', '--no-fund'], { cwd: projectDir, stdio: 'inherit' });
  console.log(`${label} installed in ${((Date.now() - started) / 1000).toFixed(0)} s`);
}
