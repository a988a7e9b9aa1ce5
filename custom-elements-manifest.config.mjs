/**
 * How `npm run analyze` (part of `npm run build`) writes custom-elements.json. The analyzer reads
 * everything from the elements' JSDoc (`@tagname`, typed `@event`, parts, properties) and Lit's
 * property declarations; the one plugin keeps what partners can use and names the files the
 * package ships instead of the sources.
 */

/**
 * The package entry `market-checkout` (dist/lib/index.js) defines both tags. It does so through
 * src/elements/define.ts (a second definition is skipped, not thrown), which the analyzer does not
 * follow, so the definitions are written here from each element's `@tagname`: tools that map a tag
 * to its class (editors, Storybook, the framework typings' generators) read them.
 */
function definitionsOfTheEntry(modules) {
  const exports = modules.flatMap((module) =>
    (module.declarations ?? [])
      .filter((declaration) => declaration.customElement && declaration.tagName)
      .map((declaration) => ({
        kind: 'custom-element-definition',
        name: declaration.tagName,
        declaration: { name: declaration.name, module: module.path },
      })),
  )
    // In tag order: the modules come in the file system's order, which differs between machines.
    .sort((a, b) => a.name.localeCompare(b.name));
  return { kind: 'javascript-module', path: 'dist/lib/index.js', declarations: [], exports };
}

/** What partners can use: no private or protected members, paths of the shipped files, in path order. */
function publicApiOfShippedFiles() {
  // The analyzer names a definition's module as imported (`/src/….js`), the others by their source path.
  const shipped = (value) => value.replace(/^\/?src\/(.+)\.[jt]s$/, 'dist/lib/$1.js');
  const rewrite = (node) => {
    if (Array.isArray(node)) return node.forEach(rewrite);
    if (typeof node !== 'object' || node === null) return;
    for (const [key, value] of Object.entries(node)) {
      if ((key === 'path' || key === 'module') && typeof value === 'string') node[key] = shipped(value);
      else rewrite(value);
    }
  };
  return {
    name: 'market - public API of the shipped files',
    packageLinkPhase({ customElementsManifest }) {
      for (const module of customElementsManifest.modules) {
        for (const declaration of module.declarations ?? []) {
          if (declaration.members) {
            declaration.members = declaration.members.filter((m) => !m.privacy || m.privacy === 'public');
          }
          // The fields' `@attr` tags (for lit-analyzer) make the analyzer repeat the name as an
          // `attribute` key of each attribute, which the manifest's schema does not have.
          for (const attribute of declaration.attributes ?? []) delete attribute.attribute;
        }
      }
      rewrite(customElementsManifest.modules);
      customElementsManifest.modules.push(definitionsOfTheEntry(customElementsManifest.modules));
      // The globs expand in whatever order the file system answers: sorted, the file changes
      // only when the API does.
      customElementsManifest.modules.sort((a, b) => a.path.localeCompare(b.path));
    },
  };
}

export default {
  // The elements and their shared bases (what they do, the attributes they take); their styles and views live elsewhere.
  globs: ['src/elements/checkout-attributes.ts', 'src/elements/checkout-element.ts', 'src/elements/*/*.ts'],
  outdir: '.',
  litelement: true,
  // package.json names the manifest itself; the analyzer would rewrite the file.
  packagejson: false,
  plugins: [publicApiOfShippedFiles()],
};
