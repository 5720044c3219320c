/** Words of the site's news, in Vietnamese (the English twin: ../en/news.ts). */
export const news = {};
