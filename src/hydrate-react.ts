/**
 * React and React DOM, which src/hydrate.tsx imports from here: the first of the page's code to run,
 * in a chunk of their own (`first-load-react`, scripts/vite/first-load-chunk.ts). The wait at the end
 * gives the browser a turn before the rest of the code (the router, Mantine, the site), which imports
 * React and so waits for this module, runs. Evaluated at once, the code was the longest task a page
 * gave the main thread (docs/performance.md#the-first-screen-before-the-code).
 */
export { StrictMode, startTransition } from 'react';
export { hydrateRoot } from 'react-dom/client';

await new Promise((resolve) => setTimeout(resolve));
