/** Words of the site's students, in Vietnamese (the English twin: ../en/students.ts). */
export const students = {};
