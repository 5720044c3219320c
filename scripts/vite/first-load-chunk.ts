import { resolve } from 'node:path';

interface ChunkingContext {
  getModuleInfo(moduleId: string): { importedIds: readonly string[] } | null;
}

/**
 * One chunk for the code every page loads first: every module the browser's entry (`entry`)
 * imports statically, directly or not. Rolldown's own splitting cuts that set into about sixty
 * files (by which lazy parts share each module), all of them fetched on every first visit anyway;
 * as one file it is the same code in one request. Routes and lazy parts keep their own chunks.
 */
export function firstLoadChunk({ entry }: { entry: string }) {
  const entryId = resolve(entry);
  let firstLoad: Set<string> | undefined;
  return {
    debugName: 'first-load',
    name: (moduleId: string, context: ChunkingContext) => {
      firstLoad ??= staticImportsOf(entryId, context);
      return firstLoad.has(moduleId) ? 'first-load' : null;
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
