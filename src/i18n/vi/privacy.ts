/** Words of the site's privacy, in Vietnamese (the English twin: ../en/privacy.ts). */
export const privacy = {};
