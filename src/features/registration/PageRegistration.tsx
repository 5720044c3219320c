import { getRouteApi } from '@tanstack/react-router';
import { RegistrationBlock } from './RegistrationBlock';

const rootRoute = getRouteApi('__root__');

/** The registration block as pages show it, with the course list the root route loaded once. */
export function PageRegistration() {
  const { registrationCourses } = rootRoute.useLoaderData();
  return <RegistrationBlock courses={registrationCourses} />;
}
