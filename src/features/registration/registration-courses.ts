import { listAllCourses } from '@/content/courses/course-queries';

/** Every course of the catalogue (all seven, sub courses included), with only what the form's course select needs. */
export const listRegistrationCourses = async () => (await listAllCourses()).map(({ id, title }) => ({ id, title }));
