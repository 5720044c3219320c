import { getRouteApi, useSearch } from '@tanstack/react-router';
import { RegistrationBlock } from './RegistrationBlock';
import { chosenCourseParam } from '@/components/layout/registration-search';

const rootRoute = getRouteApi('__root__');

/**
 * The registration block as pages show it: the course list the root route loaded once, and the
 * course a course page's 'Đăng ký học thử' button put in the address (`?khoa-hoc=<id>`).
 */
export function PageRegistration() {
  const { registrationCourses } = rootRoute.useLoaderData();
  const chosenCourseId = useSearch({ strict: false, select: (search) => search[chosenCourseParam] });
  return <RegistrationBlock courses={registrationCourses} chosenCourseId={chosenCourseId?.toString()} />;
}
