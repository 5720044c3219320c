/** Words of the site's home, in Vietnamese (the English twin: ../en/home.ts). */
export const home = {};
