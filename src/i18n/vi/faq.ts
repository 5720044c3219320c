/** Words of the site's faq, in Vietnamese (the English twin: ../en/faq.ts). */
export const faq = {};
