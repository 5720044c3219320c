import { resolve } from 'node:path';

interface ChunkingContext {
  getModuleInfo(moduleId: string): { importedIds: readonly string[] } | null;
}

/** React, React DOM and their scheduler: with `react` (src/hydrate-react.ts), React's chunk. */
const reactModules = /\/node_modules\/(react|react-dom|scheduler)\//;

/**
 * Two chunks for the code every page loads first: `code` (the module the page's script imports once
 * the first screen is shown, src/hydrate.tsx) and every module it imports statically, directly or
 * not, except what the page's script itself (`boot`, src/client.tsx) imports. Rolldown's own
 * splitting cuts that set into about fifty files (by which lazy parts share each module), all of
 * them fetched on every first visit anyway; as two files it is the same code in two requests, made
 * at once. React's chunk (`first-load-react`: React, React DOM and `react`, src/hydrate-react.ts)
 * runs first and then gives the browser a turn; the rest (`first-load`) runs after it. Lazy parts
 * and routes keep their own chunks.
 */
export function firstLoadChunks({ boot, code, react }: { boot: string; code: string; react: string }) {
  const firstLoad = firstLoadChunk({ boot, code });
  const reactId = resolve(react);
  return [
    {
      debugName: 'first-load-react',
      name: (moduleId: string, context: ChunkingContext) =>
        firstLoad.name(moduleId, context) === 'first-load' && (moduleId === reactId || reactModules.test(moduleId))
          ? 'first-load-react'
          : null,
    },
    firstLoad,
  ];
}

function firstLoadChunk({ boot, code }: { boot: string; code: string }) {
  const bootId = resolve(boot);
  let chunks: { booted: Set<string>; firstLoad: Set<string> } | undefined;
  return {
    debugName: 'first-load',
    name: (moduleId: string, context: ChunkingContext) => {
      if (!chunks) {
        const booted = staticImportsOf(bootId, context);
        const firstLoad = new Set([...staticImportsOf(resolve(code), context)].filter((id) => !booted.has(id)));
        chunks = { booted, firstLoad };
      }
      if (chunks.firstLoad.has(moduleId)) return 'first-load';
      // What the page's script imports (Vite's preload helper, the hold on early submits) in one
      // small chunk of its own, so that the script does not import the code's chunk.
      return chunks.booted.has(moduleId) && moduleId !== bootId ? 'boot' : null;
    },
  };
}

function staticImportsOf(entryId: string, context: ChunkingContext) {
  const found = new Set<string>();
  const pending = [entryId];
  for (let id = pending.pop(); id !== undefined; id = pending.pop()) {
    if (found.has(id)) continue;
    const info = context.getModuleInfo(id);
    if (!info) continue;
    found.add(id);
    pending.push(...info.importedIds);
  }
  return found;
}
