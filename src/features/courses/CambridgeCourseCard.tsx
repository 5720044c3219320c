import { IconArrowRight } from '@tabler/icons-react';
import type { CSSProperties } from 'react';
import { ButtonLink } from '@/components/links';
import { SiteImage } from '@/components/SiteImage';
import { courseTitle } from '@/lib/course-title';
import { CourseFacts } from './CourseFacts';
import { CourseFeeFacts } from './CourseFeeFacts';
import { openingFact } from './fee-facts';
import type { Course } from '@/content/courses/course.types';
import { useCourseWords } from './use-course-words';
import classes from './CambridgeCourseCard.module.css';

/** One level of the Cambridge path on the programme list: picture, facts, about, fees and a way in. */
export function CambridgeCourseCard({ course }: { course: Course }) {
  const words = useCourseWords();
  const titleId = `khoa-hoc-${course.id}-tieu-de`;
  return (
    <article
      className={classes.card}
      aria-labelledby={titleId}
      style={{ '--course-color': course.color } as CSSProperties}
    >
      <SiteImage picture={{ ...course.image, alt: '' }} className={classes.image} />
      <div className={classes.body}>
        <h3 id={titleId} className={classes.title}>
          {courseTitle(course.title, words.locale)}
        </h3>
        <CourseFacts course={course} />
        {course.about && <p className={classes.about}>{course.about}</p>}
        {course.fees && <CourseFeeFacts fees={course.fees} headingOrder={4} withTimes={false} more={[openingFact(course.fees, words)]} />}
        <ButtonLink
          to="/khoa-hoc/tieng-anh-cambridge/$id"
          params={{ id: course.id }}
          variant="outline"
          rightSection={<IconArrowRight size={18} aria-hidden />}
          aria-describedby={titleId}
          className={classes.button}
        >
          {words.text.cambridge.explore}
        </ButtonLink>
      </div>
    </article>
  );
}
