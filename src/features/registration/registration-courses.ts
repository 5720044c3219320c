import { listAllCourses } from '@/content/courses/course-queries';

/** A course the registration form offers. */
export interface RegistrationCourse {
  id: string;
  title: string;
}

/** Every course of the catalogue (all seven, sub courses included), for the form's course select. */
export async function listRegistrationCourses(): Promise<RegistrationCourse[]> {
  const courses = await listAllCourses();
  return courses.map(({ id, title }) => ({ id, title }));
}
