import { Container, Title } from '@mantine/core';
import { ResponsivePicture } from '@/components/ResponsivePicture';
import { capitalizeWords } from '@/lib/capitalize-words';
import { CourseFacts } from './CourseFacts';
import type { Course } from '@/content/courses/course.types';
import classes from './CourseHeroLife.module.css';

/**
 * The life-skills opening: the whole scene across the page, the title and fact chips in a light
 * bubble over its calm part (left on desktop, top on phones). On phones the about text follows the
 * picture instead of covering it.
 */
export function CourseHeroLife({ course }: { course: Course }) {
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
          <Title order={1} id="course-hero-title" className={classes.title}>
            {capitalizeWords(course.title)}
          </Title>
          <CourseFacts course={course} variant="chips" />
        </div>
        {course.about && <p className={classes.about}>{course.about}</p>}
      </Container>
    </section>
  );
}
