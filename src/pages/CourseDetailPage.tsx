import { Container } from '@mantine/core';
import { RegisterButton } from '@/components/layout/RegisterButton';
import { FaqLink } from '@/components/FaqLink';
import { ImageGallery } from '@/components/gallery/ImageGallery';
import { Section } from '@/components/Section';
import type { Course } from '@/content/courses/course.types';
import { CourseHeroLife } from '@/features/courses/CourseHeroLife';
import { CourseFeesSection } from '@/features/courses/CourseFeesSection';
import { CourseHeroStandard } from '@/features/courses/CourseHeroStandard';
import { CourseMethods } from '@/features/courses/CourseMethods';
import { CourseOutcomes } from '@/features/courses/CourseOutcomes';
import { LevelCheckOffer } from '@/features/courses/LevelCheckOffer';
import { RegistrationBlock } from '@/features/registration/RegistrationBlock';
import { useText } from '@/i18n/use-text';
import { courses as coursesText } from '@/i18n/vi/courses';

/**
 * A course's page (ids 1 and 4-8; the Cambridge programme itself is the list page): its hero by
 * course type, outcomes and methods when it has any, its fees, the class gallery and the registration block.
 */
export function CourseDetailPage({ course }: { course: Course }) {
  const text = useText('courses', coursesText);
  const Hero = course.courseType === 'Life' ? CourseHeroLife : CourseHeroStandard;
  return (
    <>
      <Hero course={course} action={<RegisterButton courseId={course.id} label={text.coursePage.register} size="lg" />} />
      {course.outcomes.length > 0 && <CourseOutcomes outcomes={course.outcomes} />}
      {course.methods.length > 0 && <CourseMethods methods={course.methods} />}
      {course.fees && <CourseFeesSection fees={course.fees} />}
      <Section labelledBy="hinh-anh-hoc-vien" title={text.coursePage.galleryTitle} subtitle={text.coursePage.gallerySubtitle}>
        <ImageGallery images={course.studentImages} label={text.coursePage.galleryLabel} />
      </Section>
      <Container size="xl" py="xl">
        <LevelCheckOffer />
        {course.courseType === 'Cambridge sub course' && (
          <>
            <FaqLink id="thi-cambridge" about={text.faqTopics.cambridgeExams} />
            <FaqLink id="bao-lau-len-cap" about={text.faqTopics.levelTime} />
          </>
        )}
      </Container>
      <RegistrationBlock courseId={course.id} />
    </>
  );
}
