import { VisuallyHidden } from '@mantine/core';
import { Hydrate } from '@tanstack/react-start';
import { load, visible } from '@tanstack/react-start/hydration';
import { CatchBoundary } from '@tanstack/react-router';
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
import { replayEarlyInput } from '@/components/early-input';
import { SectionUnavailable } from '@/components/SectionUnavailable';
import { useText } from '@/i18n/use-text';
import { home } from '@/i18n/vi/home';
import { useEffect, useState, type ReactNode } from 'react';

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

/**
 * Below the first screen, a section's code is not part of the page's first load: TanStack Start's
 * deferred hydration splits it into a chunk of its own, fetched as the page hydrates (`load()`:
 * Start's `idle()` would bring its generic hydration runtime, 2.5 kB gzip, into home's first load).
 * The section's server HTML shows (and its links work) from the start, and it hydrates as it comes
 * within half a screen. A tap in it before then is kept by the page's inline script and replayed
 * once it has hydrated (early-input.ts), which it tells by the wrapper's `data-ready`.
 */
const nearScreen = visible({ rootMargin: '50% 0px' });
const hydrated = (name: string) => {
  document.querySelector(`[data-deferred="${name}"]`)?.setAttribute('data-ready', 'true');
  void replayEarlyInput();
};

/**
 * Rendered in the browser with no server HTML (home reached from another page), the sections render
 * through the same boundaries at once (`load()`): Start 1.169's `visible()` would wait for each to
 * come into view, though there is nothing to keep, and a link to `/#dang-ky` would find no form.
 * Decided as the page first renders, from the document.
 */
const hasServerSections = () => typeof document === 'undefined' || document.querySelector('[data-deferred]') !== null;

/**
 * One section below the first screen; one whose code could not load (the phone went offline before
 * it came) fails alone, and says so in its place (SectionUnavailable). Its wrapper gets `data-ready` once the section has hydrated, or
 * rendered at all when the page came with no server HTML of it: the early-input replay and
 * 'Đăng ký ngay' from another page wait for it.
 */
function DeferredSection({ name, children }: { name: string; children: ReactNode }) {
  return (
    <div data-deferred={name}>
      <CatchBoundary getResetKey={() => name} errorComponent={() => <FailedSection name={name} />}>
        {children}
      </CatchBoundary>
    </div>
  );
}

/** The section's notice is the page's code: taps on it are no longer kept for a hydration to come. */
function FailedSection({ name }: { name: string }) {
  useEffect(() => hydrated(name), [name]);
  return <SectionUnavailable />;
}


/** The home page, its sections in the order of docs/product.md#home-page. */
export function HomePage({ content, courses, students, teachers, news }: HomePageProps) {
  const t = useText('home', home);
  const [fromServer] = useState(hasServerSections);
  const when = fromServer ? nearScreen : load();
  const [loadNews] = useState(newsLoader);
  // Left to the browser: asked for as the page hydrates, though its block hydrates only near the screen.
  useEffect(() => {
    if (!news) void loadNews();
  }, [news, loadNews]);
  const newsSource: HomeNewsSource = news ?? loadNews;
  return (
    <>
      <VisuallyHidden component="h1">{t.title}</VisuallyHidden>
      <HeroSlider banners={content.banners} />
      <HappyNumbers missionStatement={content.missionStatement} statistics={content.statistics} />
      <DeferredSection name="courses">
        <Hydrate when={when} prefetch={load()} onHydrated={() => hydrated('courses')}>
          <CourseCarousel courses={courses} />
        </Hydrate>
      </DeferredSection>
      <DeferredSection name="students">
        <Hydrate when={when} prefetch={load()} onHydrated={() => hydrated('students')}>
          <StudentHonours students={students} buttonLabel={t.moreAchievements} />
        </Hydrate>
      </DeferredSection>
      <DeferredSection name="facilities">
        <Hydrate when={when} prefetch={load()} onHydrated={() => hydrated('facilities')}>
          <FacilityGallery facilityPhotos={content.facilityPhotos} />
        </Hydrate>
      </DeferredSection>
      <DeferredSection name="teachers">
        <Hydrate when={when} prefetch={load()} onHydrated={() => hydrated('teachers')}>
          <TeacherCarousel teachers={teachers} />
        </Hydrate>
      </DeferredSection>
      <DeferredSection name="news">
        <Hydrate when={when} prefetch={load()} onHydrated={() => hydrated('news')}>
          <NewsHighlights news={newsSource} />
        </Hydrate>
      </DeferredSection>
      <DeferredSection name="registration">
        <Hydrate when={when} prefetch={load()} onHydrated={() => hydrated('registration')}>
          <RegistrationBlock />
        </Hydrate>
      </DeferredSection>
    </>
  );
}
