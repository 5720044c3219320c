import source from './inline-script.js?raw';

/**
 * The inline script of every page's head (src/routes/__root.tsx, early-input.ts), without its
 * comments: 0.6 kB gzip. Written by the server only: the browser's copy of the page already has it,
 * and hydration leaves a script's text as it is, so the page's code does not carry it.
 */
export const inlineScriptText = () => source.replace(/^\s*\/\/.*\n/gm, '');
