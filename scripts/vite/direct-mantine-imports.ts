import { readFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import MagicString from 'magic-string';
import type { Plugin } from 'vite';

interface Origin {
  file: string;
  imported: string;
}

const barrelPackages = ['@mantine/core', '@mantine/hooks'] as const;
// Any Mantine package: those not in `barrelPackages` are left as they are.
const importFromBarrel = /import\s*\{([^}]*)\}\s*from\s*["'](@mantine\/[\w-]+)["'];?/g;

const specifiers = (list: string) =>
  list
    .split(',')
    .map((specifier) => specifier.trim())
    .filter(Boolean)
    .map((specifier) => specifier.split(/\s+as\s+/) as [string, string?]);

/**
 * Where each name a package's ESM index re-exports is defined. The index is generated: one
 * `import { … } from "./file.mjs";` per file, then a single `export { … };`. A name written any
 * other way is simply not in the map, and stays imported from the index.
 */
function barrelOrigins(indexFile: string): Map<string, Origin> {
  const source = readFileSync(indexFile, 'utf8');
  const locals = new Map<string, Origin>();
  for (const [, names = '', from = ''] of source.matchAll(/^import \{([^}]*)\} from "([^"]+)";$/gm)) {
    for (const [imported, local = imported] of specifiers(names)) {
      locals.set(local, { file: resolve(dirname(indexFile), from), imported });
    }
  }
  const origins = new Map<string, Origin>();
  const exported = /^export \{([^}]*)\};$/m.exec(source)?.[1] ?? '';
  for (const [local, name = local] of specifiers(exported)) {
    const origin = locals.get(local);
    if (origin) origins.set(name, origin);
  }
  return origins;
}

/**
 * Imports Mantine's components from their own files instead of the packages' index. Through the
 * index, every component a lazy part uses (Menu, Drawer, Spotlight, floating-ui…) counted as
 * imported by the first page's code too, and Rolldown put it in the first load of every page;
 * Rolldown's `lazyBarrel` only skips names nobody uses. Browser build only: the dev server
 * pre-bundles Mantine, and the server bundle loads it from node_modules.
 */
export function directMantineImports(): Plugin {
  let origins: Map<string, Map<string, Origin>> | undefined;
  return {
    name: 'direct-mantine-imports',
    apply: 'build',
    enforce: 'post',
    applyToEnvironment: (environment) => environment.name === 'client',
    buildStart() {
      origins = new Map(barrelPackages.map((name) => [name, barrelOrigins(fileURLToPath(import.meta.resolve(name)))]));
    },
    transform(code, id) {
      if (!code.includes('@mantine/') || !origins) return null;
      const output = new MagicString(code);
      for (const match of code.matchAll(importFromBarrel)) {
        const [statement, names = '', barrel = ''] = match;
        const known = origins.get(barrel);
        if (!known) continue;
        const direct: string[] = [];
        const rest: string[] = [];
        for (const [imported, local = imported] of specifiers(names)) {
          const origin = known.get(imported);
          if (origin) direct.push(`import { ${origin.imported} as ${local} } from ${JSON.stringify(origin.file)};`);
          else rest.push(local === imported ? imported : `${imported} as ${local}`);
        }
        if (rest.length) direct.push(`import { ${rest.join(', ')} } from "${barrel}";`);
        output.overwrite(match.index, match.index + statement.length, direct.join('\n'));
      }
      return output.hasChanged() ? { code: output.toString(), map: output.generateMap({ hires: 'boundary', source: id }) } : null;
    },
  };
}
