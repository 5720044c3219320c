import type { Plugin } from 'vite';

/**
 * `npm run dev`: the first page rendered after "ready" compiles the render server's code and the
 * page's routes (about 290 modules: 5-10 s on a busy two-core machine, with nothing in the log).
 * As soon as the server listens it asks for its home page itself, and says so in the terminal: a
 * visitor who comes a few seconds later gets a page at once, one who comes sooner waits on the same
 * work (a module is compiled once) and knows why. docs/decisions.md#development-server
 */
export function warmFirstPage(): Plugin {
  return {
    name: 'warm-first-page',
    apply: 'serve',
    configureServer(server) {
      const { logger } = server.config;
      let preparing: Promise<void> | undefined;
      let done = false;
      server.httpServer?.once('listening', () => {
        const address = server.httpServer?.address();
        if (!address || typeof address === 'string') return;
        const host = ['::', '0.0.0.0'].includes(address.address) ? 'localhost' : address.family === 'IPv6' ? `[${address.address}]` : address.address;
        const protocol = server.config.server.https ? 'https' : 'http';
        const started = performance.now();
        preparing = fetch(`${protocol}://${host}:${address.port}${server.config.base}`)
          .then(async (response) => {
            await response.arrayBuffer();
            const seconds = ((performance.now() - started) / 1000).toFixed(1);
            logger.info(`First page ready in ${seconds} s (${response.status}).`, { timestamp: true });
          })
          .catch((error: unknown) => {
            logger.warn(`First page not prepared (${error instanceof Error ? error.message : String(error)}): it renders on the first visit.`, { timestamp: true });
          })
          .finally(() => (done = true));
      });
      // Under Vite's "ready" and the server's addresses, which `vite` prints once it listens.
      const printUrls = server.printUrls.bind(server);
      server.printUrls = () => {
        printUrls();
        if (preparing && !done) logger.info('Preparing the first page (compiling the render server and its routes)…', { timestamp: true });
      };
    },
  };
}
