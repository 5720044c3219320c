/** Words of the site's level-check, in Vietnamese (the English twin: ../en/level-check.ts). */
export const levelCheck = {};
