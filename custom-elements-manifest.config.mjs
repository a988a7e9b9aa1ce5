/**
 * How `npm run analyze` (part of `npm run build`) writes custom-elements.json from the elements'
 * JSDoc. The plugins add what the analyzer cannot see by itself, each read from the source rather
 * than repeated here: the tag names (from `TAGS` in src/define.ts), the `state` attribute (the
 * element reflects it by hand), the event detail types (from `MarketEventDetails` in
 * src/events.ts), and the paths of the files the package ships instead of the sources.
 */
import { readFileSync } from 'node:fs';
import { posix } from 'node:path';

/** `customElements.define` runs in a loop over `TAGS`, so the analyzer finds no tag names. */
function tagNamesFromDefine() {
  return {
    name: 'market - tag names from src/define.ts',
    analyzePhase({ ts, node, moduleDoc }) {
      if (node.kind !== ts.SyntaxKind.SourceFile || moduleDoc.path !== 'src/define.ts') return;
      const modules = new Map();
      for (const statement of node.statements) {
        if (!ts.isImportDeclaration(statement)) continue;
        const module = posix.join('src', statement.moduleSpecifier.text).replace(/\.js$/, '.ts');
        for (const element of statement.importClause?.namedBindings?.elements ?? []) {
          modules.set(element.name.text, module);
        }
      }
      for (const statement of node.statements) {
        if (!ts.isVariableStatement(statement)) continue;
        for (const declaration of statement.declarationList.declarations) {
          if (declaration.name.text !== 'TAGS') continue;
          let object = declaration.initializer;
          while (ts.isAsExpression(object)) object = object.expression;
          for (const property of object.properties) {
            const className = property.initializer.text;
            moduleDoc.exports.push({
              kind: 'custom-element-definition',
              name: property.name.text,
              declaration: { name: className, module: modules.get(className) },
            });
          }
        }
      }
    },
  };
}

/** An attribute the class keeps in step by hand: `this.setAttribute('name', this.field)`. */
function reflectedByHand() {
  return {
    name: 'market - attributes set from a property',
    analyzePhase({ ts, node, moduleDoc }) {
      if (!ts.isClassDeclaration(node) || !node.name) return;
      const classDoc = moduleDoc.declarations.find((d) => d.name === node.name.text);
      const visit = (child) => {
        const call = ts.isCallExpression(child) ? child : undefined;
        const [name, value] = call?.arguments ?? [];
        if (
          call &&
          ts.isPropertyAccessExpression(call.expression) &&
          call.expression.expression.kind === ts.SyntaxKind.ThisKeyword &&
          call.expression.name.text === 'setAttribute' &&
          name && ts.isStringLiteral(name) &&
          value && ts.isPropertyAccessExpression(value) &&
          value.expression.kind === ts.SyntaxKind.ThisKeyword
        ) {
          const member = classDoc?.members?.find((m) => m.name === value.name.text);
          if (member) {
            member.attribute = name.text;
            member.reflects = true;
            classDoc.attributes = [
              ...(classDoc.attributes ?? []),
              { name: name.text, fieldName: member.name, type: member.type, description: member.description },
            ];
          }
        }
        ts.forEachChild(child, visit);
      };
      ts.forEachChild(node, visit);
    },
  };
}

/** Each event's type, `CustomEvent<Detail>`, from the `MarketEventDetails` interface. */
function eventDetailTypes() {
  const details = new Map();
  return {
    name: 'market - event detail types from src/events.ts',
    initialize({ ts }) {
      const file = 'src/events.ts';
      const source = ts.createSourceFile(file, readFileSync(file, 'utf8'), ts.ScriptTarget.Latest);
      const map = source.statements.find((s) => ts.isInterfaceDeclaration(s) && s.name.text === 'MarketEventDetails');
      for (const member of map.members) details.set(member.name.text, member.type.getText(source));
    },
    packageLinkPhase({ customElementsManifest }) {
      for (const module of customElementsManifest.modules) {
        for (const declaration of module.declarations ?? []) {
          for (const event of declaration.events ?? []) {
            const detail = details.get(event.name);
            if (!detail) throw new Error(`${declaration.name} documents ${event.name}, which src/events.ts does not define.`);
            event.type = { text: `CustomEvent<${detail}>` };
          }
        }
      }
    },
  };
}

/** What partners can use: no private or protected members, paths of the shipped files, in path order. */
function publicApiOfShippedFiles() {
  const shipped = (value) => value.replace(/^src\/(.+)\.ts$/, 'dist/lib/$1.js');
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
        }
      }
      rewrite(customElementsManifest.modules);
      // The globs expand in whatever order the file system answers: sorted, the file changes
      // only when the API does.
      customElementsManifest.modules.sort((a, b) => a.path.localeCompare(b.path));
    },
  };
}

export default {
  globs: ['src/define.ts', 'src/elements/checkout-element.ts', 'src/elements/*/*.ts'],
  exclude: ['src/**/*.styles.ts'],
  outdir: '.',
  litelement: true,
  // package.json names the manifest itself; the analyzer would rewrite the file.
  packagejson: false,
  plugins: [tagNamesFromDefine(), reflectedByHand(), eventDetailTypes(), publicApiOfShippedFiles()],
};
