import { PageIntro } from '@/components/PageIntro';
import { PageRegistration } from '@/features/registration';
import { capitalizeWords } from '@/lib/capitalize-words';
import type { Course } from './course.types';

export function CourseDetailPage({ course }: { course: Course }) {
  return (
    <>
      <PageIntro title={capitalizeWords(course.title)}>{course.about}</PageIntro>
      <PageRegistration />
    </>
  );
}
