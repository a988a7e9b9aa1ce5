import { readdirSync, readFileSync } from 'node:fs';
import { resolve as resolvePath } from 'node:path';
import type { Plugin } from 'vite';

const PACKAGE = JSON.parse(readFileSync('package.json', 'utf8')) as { name: string; version: string; license: string };

/** The licence file's name the bundles point to, written beside them (dist/). */
const LICENCES_FILE = 'market-checkout.licenses.txt';

interface BundledPackage {
  name: string;
  /** SPDX identifier, from the package's package.json. */
  licence: string;
  /** The copyright paragraph of its licence file, on one line. */
  copyright: string;
  /** Its licence file as shipped. */
  text: string;
}

/** Every package whose code a bundle carries, with its licence, by name. */
function bundledPackages(moduleIds: readonly string[]): BundledPackage[] {
  // Each module's package folder: the last node_modules/<name>/ in its path (nested ones too).
  const folders = new Map<string, string>();
  for (const id of moduleIds) {
    const match = /^(.*\/node_modules\/((?:@[^/]+\/)?[^/]+))\//.exec(id);
    if (match) folders.set(match[2]!, match[1]!);
  }
  return [...folders]
    .sort(([a], [b]) => (a < b ? -1 : 1))
    .map(([name, folder]) => {
      // Named LICENSE, LICENSE.md or license, as each package ships it.
      const file = readdirSync(folder).find((name) => /^licen[cs]e(\.md|\.txt)?$/i.test(name));
      if (!file) throw new Error(`${name} ships no licence file to carry with the bundle.`);
      const text = readFileSync(`${folder}/${file}`, 'utf8').trim();
      const copyright = /^copyright\b.*(\n[ \t]+\S.*)*/im.exec(text)?.[0].replace(/\s+/g, ' ');
      if (!copyright) throw new Error(`${name}'s licence file names no copyright holder.`);
      const { license } = JSON.parse(readFileSync(`${folder}/package.json`, 'utf8')) as { license: string };
      return { name, licence: license, copyright, text };
    });
}

/**
 * The bundles' first comment (`/*!`, which minifiers keep): our licence, then each bundled
 * package's licence and copyright holder, and the file beside the bundle that holds their full
 * texts. Lit's BSD-3-Clause and zod's MIT licence ask that their notice travel with every copy: a
 * partner who copies a bundle to their CDN copies that file with it (README). The full texts in
 * the bundle itself weighed 1.6 KB gzip of every buyer's first load.
 */
export function licenceBanner(moduleIds: readonly string[]): string {
  // Lit's four packages share one notice: named together once.
  const holders = new Map<string, string[]>();
  for (const { name, licence, copyright } of bundledPackages(moduleIds)) {
    const notice = `${licence}, ${copyright.replaceAll('*/', '* /')}`;
    holders.set(notice, [...(holders.get(notice) ?? []), name]);
  }
  const bundled = [...holders].map(([notice, names]) => `${names.join(', ')} (${notice})`).join('; ');
  return `/*! ${PACKAGE.name} ${PACKAGE.version} | ${PACKAGE.license} License | Copyright (c) market-checkout contributors\nBundled: ${bundled}. Their licences: ${LICENCES_FILE} */`;
}

/** The modules the files beside the bundle carry (the payment file, the check file), from their source maps. */
function besideModuleIds(): string[] {
  return readdirSync('dist')
    .filter((name) => /^(payment|checks)\.[\w-]+\.js\.map$/.test(name))
    .flatMap((map) => (JSON.parse(readFileSync(`dist/${map}`, 'utf8')) as { sources: string[] }).sources.map((source) => resolvePath('dist', source)));
}

/** Writes the full licence texts the banner points to (identical texts once) beside the bundle. */
export function licencesFile(): Plugin {
  return {
    name: 'market-licences-file',
    generateBundle(_options, bundle) {
      // The files beside the bundle (built first) are covered by the same file: zod is the check file's.
      const moduleIds = Object.values(bundle).flatMap((file) => (file.type === 'chunk' ? file.moduleIds : [])).concat(besideModuleIds());
      const texts = new Map<string, string[]>();
      for (const { name, text } of bundledPackages(moduleIds)) texts.set(text, [...(texts.get(text) ?? []), name]);
      const notices = [...texts].map(([text, names]) => `${names.join(', ')}:\n\n${text}`);
      const source = `Third-party notices for the code of these packages bundled in ${PACKAGE.name} ${PACKAGE.version}'s scripts in dist/ and the files beside them (the check file, the payment file):\n\n${notices.join('\n\n----\n\n')}\n`;
      this.emitFile({ type: 'asset', fileName: LICENCES_FILE, source });
    },
  };
}
