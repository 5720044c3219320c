import { VisuallyHidden } from '@mantine/core';
import { Hydrate } from '@tanstack/react-start';
import { load } from '@tanstack/react-start/hydration';
import type { CourseCardCourse } from '@/features/courses/CourseCard';
import type { HomeContent } from '@/content/home/home.types';
import type { Student } from '@/content/students/student.types';
import type { Teacher } from '@/content/teachers/teacher.types';
import { CourseCarousel } from '@/features/courses/CourseCarousel';
import { FacilityGallery } from '@/features/home/FacilityGallery';
import { HappyNumbers } from '@/features/home/HappyNumbers';
import { HeroSlider } from '@/features/home/HeroSlider';
import type { HomeNews } from '@/features/news/load-home-news';
import { NewsHighlights } from '@/features/news/NewsHighlights';
// A type-only import of its own: Start's <Hydrate> takes NewsHighlights' import into the section's
// chunk, and a type beside it kept the module in the page's first load.
import type { HomeNewsSource } from '@/features/news/NewsHighlights';
import { RegistrationBlock } from '@/features/registration/RegistrationBlock';
import { StudentHonours } from '@/features/students/StudentHonours';
import { TeacherCarousel } from '@/features/teachers/TeacherCarousel';
import { DeferredSection } from '@/components/DeferredSection';
import { sectionHydrated, useDeferredHydration } from '@/components/deferred-hydration';
import { useText } from '@/i18n/use-text';
import { home } from '@/i18n/vi/home';
import { useEffect, useMemo, useState } from 'react';

interface HomePageProps {
  content: HomeContent;
  courses: readonly CourseCardCourse[];
  students: readonly Student[];
  teachers: readonly Teacher[];
  /** The news block's articles; `null` when they could not be loaded; none when the render server left them to the browser. */
  news: Promise<HomeNews | null> | undefined;
}

/** Loads the news in the browser, once. */
function newsLoader(): () => Promise<HomeNews | null> {
  let news: Promise<HomeNews | null> | undefined;
  return () =>
    (news ??= import('@/features/news/load-home-news').then(({ loadHomeNews }) => loadHomeNews()).catch(() => null));
}

/** The home page, its sections in the order of docs/product.md#home-page. */
export function HomePage({ content, courses, students, teachers, news }: HomePageProps) {
  const t = useText('home', home);
  const when = useDeferredHydration();
  const [loadNews] = useState(newsLoader);
  // Left to the browser: asked for as the page hydrates, though its block hydrates only near the screen.
  useEffect(() => {
    if (!news) void loadNews();
  }, [news, loadNews]);
  const newsSource: HomeNewsSource = news ?? loadNews;
  // Made once (see useDeferredHydration).
  const sections = useMemo(
    () => (
      <>
        <DeferredSection name="courses">
          <Hydrate when={when} prefetch={load()} onHydrated={() => sectionHydrated('courses')}>
            <CourseCarousel courses={courses} />
          </Hydrate>
        </DeferredSection>
        <DeferredSection name="students">
          <Hydrate when={when} prefetch={load()} onHydrated={() => sectionHydrated('students')}>
            <StudentHonours students={students} buttonLabel={t.moreAchievements} />
          </Hydrate>
        </DeferredSection>
        <DeferredSection name="facilities">
          <Hydrate when={when} prefetch={load()} onHydrated={() => sectionHydrated('facilities')}>
            <FacilityGallery facilityPhotos={content.facilityPhotos} />
          </Hydrate>
        </DeferredSection>
        <DeferredSection name="teachers">
          <Hydrate when={when} prefetch={load()} onHydrated={() => sectionHydrated('teachers')}>
            <TeacherCarousel teachers={teachers} />
          </Hydrate>
        </DeferredSection>
        <DeferredSection name="news">
          <Hydrate when={when} prefetch={load()} onHydrated={() => sectionHydrated('news')}>
            <NewsHighlights news={newsSource} />
          </Hydrate>
        </DeferredSection>
        <DeferredSection name="registration">
          <Hydrate when={when} prefetch={load()} onHydrated={() => sectionHydrated('registration')}>
            <RegistrationBlock />
          </Hydrate>
        </DeferredSection>
      </>
    ),
    [when, courses, students, teachers, content.facilityPhotos, newsSource, t.moreAchievements],
  );
  return (
    <>
      <VisuallyHidden component="h1">{t.title}</VisuallyHidden>
      <HeroSlider banners={content.banners} />
      <HappyNumbers missionStatement={content.missionStatement} statistics={content.statistics} />
      {sections}
    </>
  );
}
