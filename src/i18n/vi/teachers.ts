/** Words of the site's teachers, in Vietnamese (the English twin: ../en/teachers.ts). */
export const teachers = {};
