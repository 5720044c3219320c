/** The day of the build, set by vite.config.ts. */
declare const __BUILD_DATE__: string;

/**
 * The day of the build (midnight UTC): what the site counts from, so that the prerendered pages,
 * the render server and the browser all say the same (the next class openings).
 */
export const buildDate = new Date(__BUILD_DATE__);
