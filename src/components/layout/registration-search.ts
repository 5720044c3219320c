/** The address's search parameter naming the course the registration form starts with. */
export const chosenCourseParam = 'khoa-hoc';

/**
 * The course id as a number: the router writes search values as JSON, so a numeric id kept as text
 * would read `?khoa-hoc=%228%22`; as a number it reads `?khoa-hoc=8`.
 */
export interface RegistrationSearch {
  [chosenCourseParam]?: number;
}

/** `validateSearch` of the pages with a course's registration button; anything but an id is dropped. */
export function validateRegistrationSearch(search: Record<string, unknown>): RegistrationSearch {
  const id = Number(search[chosenCourseParam]);
  return Number.isInteger(id) && id > 0 ? { [chosenCourseParam]: id } : {};
}
