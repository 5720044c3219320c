/** Words of the site's about, in Vietnamese (the English twin: ../en/about.ts). */
export const about = {};
