import { IconArrowRight } from '@tabler/icons-react';
import { Link } from '@tanstack/react-router';
import type { CSSProperties } from 'react';
import { SiteImage } from '@/components/SiteImage';
import { courseTitle } from '@/lib/course-title';
import { courseLinkOptions } from '@/content/courses/course-links';
import type { Course } from '@/content/courses/course.types';
import { fill } from '@/i18n/fill';
import { useLocale, useText } from '@/i18n/use-text';
import { courseCards } from '@/i18n/vi/course-cards';
import classes from './CourseCard.module.css';

/** What a course card shows of a course. */
export type CourseCardCourse = Pick<Course, 'id' | 'courseType' | 'title' | 'age' | 'image' | 'color'>;

/** A course on the home page and the course finder: picture, title (on two lines if need be), age, and an arrow to its page. `compact` lays it out in a row. */
export function CourseCard({ course, compact = false }: { course: CourseCardCourse; compact?: boolean }) {
  const text = useText('courseCards', courseCards);
  const locale = useLocale();
  const title = courseTitle(course.title, locale);
  return (
    <article
      className={classes.card}
      data-compact={compact || undefined}
      style={{ '--course-color': course.color } as CSSProperties}
    >
      <SiteImage picture={{ ...course.image, alt: '' }} className={classes.image} />
      <div className={classes.body}>
        <div className={classes.text}>
          <h3 className={classes.title}>{title}</h3>
          {course.age && <p className={classes.age}>({course.age})</p>}
        </div>
        <Link {...courseLinkOptions(course)} className={classes.arrow} aria-label={fill(text.open, { title })}>
          <IconArrowRight size={20} aria-hidden />
        </Link>
      </div>
    </article>
  );
}
