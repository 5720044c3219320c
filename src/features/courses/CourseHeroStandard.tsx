import { Container } from '@mantine/core';
import { PageTitle } from '@/components/PageTitle';
import type { ReactNode } from 'react';
import { ResponsivePicture } from '@/components/ResponsivePicture';
import { courseTitle } from '@/lib/course-title';
import { useLocale } from '@/i18n/use-text';
import { CourseFacts } from './CourseFacts';
import type { Course } from '@/content/courses/course.types';
import classes from './CourseHeroStandard.module.css';

/**
 * The English courses' opening, split in two: the age badge, title, about and facts on the left,
 * the class scene framed on the right (below the text on phones, in its portrait version).
 */
export function CourseHeroStandard({ course, action }: { course: Course; action?: ReactNode }) {
  const locale = useLocale();
  return (
    <section className={classes.hero} aria-labelledby="course-hero-title">
      <Container size="xl" className={classes.inner}>
        <div className={classes.text}>
          {course.age && <p className={classes.badge}>{course.age}</p>}
          <PageTitle id="course-hero-title">{courseTitle(course.title, locale)}</PageTitle>
          {course.about && <p className={classes.about}>{course.about}</p>}
          <CourseFacts course={course} withAge={false} />
          {action && <div className={classes.action}>{action}</div>}
        </div>
        <ResponsivePicture
          picture={course.heroImage}
          mobilePicture={course.heroMobileImage}
          priority
          className={classes.image}
        />
      </Container>
    </section>
  );
}
