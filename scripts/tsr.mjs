// TanStack Router's `tsr` CLI (tsr.config.json), from the package's ES module build: its `tsr` bin
// loads the CommonJS build, where router-core's router.cjs and load-client.cjs require each other and
// Node warns on every run "Accessing non-existent property 'replaceRouteChunk' of module exports
// inside circular dependency" (a development-only method that `tsr` never calls). The arguments are tsr's.
import '@tanstack/router-cli';
