/** Words of the site's contact, in Vietnamese (the English twin: ../en/contact.ts). */
export const contact = {};
