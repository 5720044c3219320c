import { Container } from '@mantine/core';
import { useMemo } from 'react';
import { Hydrate } from '@tanstack/react-start';
import { load } from '@tanstack/react-start/hydration';
import { DeferredSection } from '@/components/DeferredSection';
import { sectionHydrated, useDeferredHydration } from '@/components/deferred-hydration';
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
 * The sections between the hero and the form hydrate as they come near the screen (DeferredSection):
 * on a phone they are below the first screen.
 */
export function CourseDetailPage({ course }: { course: Course }) {
  const text = useText('courses', coursesText);
  const when = useDeferredHydration();
  const Hero = course.courseType === 'Life' ? CourseHeroLife : CourseHeroStandard;
  const { galleryTitle, gallerySubtitle, galleryLabel } = text.coursePage;
  // Made once (see useDeferredHydration): 'Đăng ký học thử' re-renders the route as it puts the course in the address.
  const sections = useMemo(
    () => (
      <>
        {course.outcomes.length > 0 && (
          <DeferredSection name="outcomes">
            <Hydrate when={when} prefetch={load()} onHydrated={() => sectionHydrated('outcomes')}>
              <CourseOutcomes outcomes={course.outcomes} />
            </Hydrate>
          </DeferredSection>
        )}
        {course.methods.length > 0 && (
          <DeferredSection name="methods">
            <Hydrate when={when} prefetch={load()} onHydrated={() => sectionHydrated('methods')}>
              <CourseMethods methods={course.methods} />
            </Hydrate>
          </DeferredSection>
        )}
        {course.fees && (
          <DeferredSection name="fees">
            <Hydrate when={when} prefetch={load()} onHydrated={() => sectionHydrated('fees')}>
              <CourseFeesSection fees={course.fees} />
            </Hydrate>
          </DeferredSection>
        )}
        <DeferredSection name="gallery">
          <Hydrate when={when} prefetch={load()} onHydrated={() => sectionHydrated('gallery')}>
            <Section labelledBy="hinh-anh-hoc-vien" title={galleryTitle} subtitle={gallerySubtitle}>
              <ImageGallery images={course.studentImages} label={galleryLabel} />
            </Section>
          </Hydrate>
        </DeferredSection>
      </>
    ),
    [when, course, galleryTitle, gallerySubtitle, galleryLabel],
  );
  return (
    <>
      <Hero course={course} action={<RegisterButton courseId={course.id} label={text.coursePage.register} size="lg" />} />
      {sections}
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
