import { Container } from '@mantine/core';
import { PageTitle } from '@/components/PageTitle';
import type { ReactNode } from 'react';
import { ResponsivePicture } from '@/components/ResponsivePicture';
import { courseTitle } from '@/lib/course-title';
import { useLocale } from '@/i18n/use-text';
import { CourseFacts } from './CourseFacts';
import type { Course } from '@/content/courses/course.types';
import classes from './CourseHeroLife.module.css';

/**
 * The life-skills opening: the whole scene across the page, the title and fact chips in a light
 * bubble over its calm part (left on desktop, top on phones). On phones the about text follows the
 * picture instead of covering it.
 */
export function CourseHeroLife({ course, action }: { course: Course; action?: ReactNode }) {
  const locale = useLocale();
  return (
    <section className={classes.hero} aria-labelledby="course-hero-title">
      <ResponsivePicture
        picture={course.heroImage}
        mobilePicture={course.heroMobileImage}
        priority
        className={classes.image}
      />
      <Container size="xl" className={classes.inner}>
        <div className={classes.head}>
          <PageTitle id="course-hero-title">{courseTitle(course.title, locale)}</PageTitle>
          <CourseFacts course={course} variant="chips" />
          {action && <div className={classes.action}>{action}</div>}
        </div>
        {course.about && <p className={classes.about}>{course.about}</p>}
      </Container>
    </section>
  );
}
