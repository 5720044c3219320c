/** Words of the site's registration, in Vietnamese (the English twin: ../en/registration.ts). */
export const registration = {};
