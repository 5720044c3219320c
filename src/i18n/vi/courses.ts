/** Words of the site's courses, in Vietnamese (the English twin: ../en/courses.ts). */
export const courses = {};
