import { VisuallyHidden } from '@mantine/core';
import { Hydrate } from '@tanstack/react-start';
import { load, visible } from '@tanstack/react-start/hydration';
import { CatchBoundary } from '@tanstack/react-router';
import { lazyPart } from '@/components/lazy-part';
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
import { RegistrationBlock } from '@/features/registration/RegistrationBlock';
import { StudentHonours } from '@/features/students/StudentHonours';
import { TeacherCarousel } from '@/features/teachers/TeacherCarousel';
import { replayEarlyInput } from '@/lib/early-input';
import { siteConfig } from '@/lib/site-config';
import { useState, type ReactNode } from 'react';

interface HomePageProps {
  content: HomeContent;
  courses: readonly CourseCardCourse[];
  students: readonly Student[];
  teachers: readonly Teacher[];
  /** The news block's articles; `null` when they could not be loaded. */
  news: Promise<HomeNews | null>;
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
 * Rendered in the browser with no server HTML (a visit that came from another page), a section is
 * an ordinary part loaded on demand, its code fetched ahead of need on every page: a `<Hydrate>`
 * chunk is fetched only when its boundary renders, so a phone that went offline after the first
 * page would reload into the browser's offline page (the router's reload on a chunk that failed),
 * and Start 1.169's `visible()` would wait for the section to come into view, though there is
 * nothing to keep (its guide says such a boundary renders normally) and a link to `/#dang-ky`
 * would find no form. Decided by each section as it first renders, from the document.
 */
const parts = {
  courses: lazyPart(() => import('@/features/courses/CourseCarousel').then((module) => module.CourseCarousel)),
  students: lazyPart(() => import('@/features/students/StudentHonours').then((module) => module.StudentHonours)),
  facilities: lazyPart(() => import('@/features/home/FacilityGallery').then((module) => module.FacilityGallery)),
  teachers: lazyPart(() => import('@/features/teachers/TeacherCarousel').then((module) => module.TeacherCarousel)),
  news: lazyPart(() => import('@/features/news/NewsHighlights').then((module) => module.NewsHighlights)),
  registration: lazyPart(() => import('@/features/registration/RegistrationBlock').then((module) => module.RegistrationBlock)),
};
const hasServerSections = () => typeof document === 'undefined' || document.querySelector('[data-deferred]') !== null;

interface DeferredSectionProps {
  name: keyof typeof parts;
  /** The section as its own part, for a page with no server HTML of it. */
  part: ReactNode;
  /** The section in its `<Hydrate>` boundary, for the server and the page it rendered. */
  children: ReactNode;
}

/** One section below the first screen; one whose code could not load fails alone. */
function DeferredSection({ name, part, children }: DeferredSectionProps) {
  const [fromServer] = useState(hasServerSections);
  return (
    // Rendered here, it has nothing for the page's inline script to hold back (early-input.ts).
    <div data-deferred={name} data-ready={fromServer ? undefined : 'true'}>
      <CatchBoundary getResetKey={() => name} errorComponent={() => null}>
        {fromServer ? children : part}
      </CatchBoundary>
    </div>
  );
}

/** The home page, its sections in the order of docs/product.md#home-page. */
export function HomePage({ content, courses, students, teachers, news }: HomePageProps) {
  return (
    <>
      <VisuallyHidden component="h1">{siteConfig.fullName}</VisuallyHidden>
      <HeroSlider banners={content.banners} bannerCaptions={content.bannerCaptions} />
      <HappyNumbers missionStatement={content.missionStatement} statistics={content.statistics} />
      <DeferredSection name="courses" part={<parts.courses courses={courses} />}>
        <Hydrate when={nearScreen} prefetch={load()} onHydrated={() => hydrated('courses')}>
          <CourseCarousel courses={courses} />
        </Hydrate>
      </DeferredSection>
      <DeferredSection name="students" part={<parts.students students={students} buttonLabel="Xem thêm thành tích học viên" />}>
        <Hydrate when={nearScreen} prefetch={load()} onHydrated={() => hydrated('students')}>
          <StudentHonours students={students} buttonLabel="Xem thêm thành tích học viên" />
        </Hydrate>
      </DeferredSection>
      <DeferredSection name="facilities" part={<parts.facilities facilityPhotos={content.facilityPhotos} />}>
        <Hydrate when={nearScreen} prefetch={load()} onHydrated={() => hydrated('facilities')}>
          <FacilityGallery facilityPhotos={content.facilityPhotos} />
        </Hydrate>
      </DeferredSection>
      <DeferredSection name="teachers" part={<parts.teachers teachers={teachers} />}>
        <Hydrate when={nearScreen} prefetch={load()} onHydrated={() => hydrated('teachers')}>
          <TeacherCarousel teachers={teachers} />
        </Hydrate>
      </DeferredSection>
      <DeferredSection name="news" part={<parts.news news={news} />}>
        <Hydrate when={nearScreen} prefetch={load()} onHydrated={() => hydrated('news')}>
          <NewsHighlights news={news} />
        </Hydrate>
      </DeferredSection>
      <DeferredSection name="registration" part={<parts.registration />}>
        <Hydrate when={nearScreen} prefetch={load()} onHydrated={() => hydrated('registration')}>
          <RegistrationBlock />
        </Hydrate>
      </DeferredSection>
    </>
  );
}
