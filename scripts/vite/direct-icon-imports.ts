import { existsSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import MagicString from 'magic-string';
import type { Plugin } from 'vite';

const iconsPackage = '@tabler/icons-react';
const importFromIcons = /import\s*\{([^}]*)\}\s*from\s*["']@tabler\/icons-react["'];?/g;

/**
 * `npm run dev` (and Vitest): imports each Tabler icon from its own file
 * (`@tabler/icons-react/dist/esm/icons/IconX.mjs`; the package has no `exports` map, so any of its
 * files may be imported) instead of its index of all 6,289. Through the index, Vite pre-bundled them
 * all for the browser (15.5 MB with its source map, on every page) and the render server loaded them
 * all as it prepared its first page. The build is left as it was: it tree-shakes the index (icon by
 * icon, it split out two chunks of under 300 bytes). A name with no file of its own (an alias such as
 * `Icon123`) stays imported from the index.
 */
export function directIconImports(): Plugin {
  const iconsFolder = join(dirname(fileURLToPath(import.meta.resolve(`${iconsPackage}/package.json`))), 'dist', 'esm', 'icons');
  const hasOwnFile = new Map<string, boolean>();
  const ownFile = (name: string) => {
    if (!hasOwnFile.has(name)) hasOwnFile.set(name, /^Icon\w+$/.test(name) && existsSync(join(iconsFolder, `${name}.mjs`)));
    return hasOwnFile.get(name);
  };
  return {
    name: 'direct-icon-imports',
    apply: 'serve',
    enforce: 'pre',
    transform(code, id) {
      if (!code.includes(iconsPackage) || id.includes('/node_modules/')) return null;
      const output = new MagicString(code);
      for (const match of code.matchAll(importFromIcons)) {
        const [statement, names = ''] = match;
        const direct: string[] = [];
        const rest: string[] = [];
        const types: string[] = [];
        for (const specifier of names.split(',').map((name) => name.trim()).filter(Boolean)) {
          const [imported = '', local = imported] = specifier.split(/\s+as\s+/);
          if (imported.startsWith('type ')) types.push(specifier.slice('type '.length));
          else if (ownFile(imported)) direct.push(`import ${local} from "${iconsPackage}/dist/esm/icons/${imported}.mjs";`);
          else rest.push(specifier);
        }
        // Types as types, which every compiler erases: the index is never loaded for one.
        if (types.length) direct.push(`import type { ${types.join(', ')} } from "${iconsPackage}";`);
        if (rest.length) direct.push(`import { ${rest.join(', ')} } from "${iconsPackage}";`);
        output.overwrite(match.index, match.index + statement.length, direct.join('\n'));
      }
      return output.hasChanged() ? { code: output.toString(), map: output.generateMap({ hires: 'boundary', source: id }) } : null;
    },
  };
}
