import { resolve } from 'node:path';

interface ChunkingContext {
  getModuleInfo(moduleId: string): { importedIds: readonly string[] } | null;
}

/**
 * One chunk for the code every page loads first: `code` (the module the page's script imports once
 * the first screen is shown, src/hydrate.tsx) and every module it imports statically, directly or
 * not, except what the page's script itself (`boot`, src/client.tsx) imports. Rolldown's own
 * splitting cuts that set into about fifty files (by which lazy parts share each module), all of
 * them fetched on every first visit anyway; as one file it is the same code in one request. Lazy parts and routes keep their own
 * chunks.
 */
export function firstLoadChunk({ boot, code }: { boot: string; code: string }) {
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
