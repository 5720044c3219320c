import { Group } from '@mantine/core';
import { AutoplayCarousel } from '@/components/carousel/AutoplayCarousel';
import { ButtonLink } from '@/components/links';
import { Section } from '@/components/Section';
import { CourseCard, type CourseCardCourse } from './CourseCard';
import { useText } from '@/i18n/use-text';
import { courseCards } from '@/i18n/vi/course-cards';
import classes from './CourseCarousel.module.css';

const courseCarouselDelayMs = 3000;

/**
 * 'CHƯƠNG TRÌNH HỌC': a column of cards on the smallest phones, a carousel of pages of 2 on small
 * screens and 3 from 992 px.
 */
export function CourseCarousel({ courses }: { courses: readonly CourseCardCourse[] }) {
  const { carousel: text } = useText('courseCards', courseCards);
  return (
    <Section
      labelledBy="chuong-trinh-hoc-tieu-de"
      title={text.title}
      subtitle={text.subtitle}
      id="chuong-trinh-hoc"
      tinted
    >
      <ul className={classes.stack}>
        {courses.map((course) => (
          <li key={course.id}>
            <CourseCard course={course} compact />
          </li>
        ))}
      </ul>
      <div className={classes.carousel}>
        <AutoplayCarousel
          label={text.label}
          delay={courseCarouselDelayMs}
          slideSize={{ base: '50%', md: '33.3333%' }}
          slideGap="lg"
          emblaOptions={{ slidesToScroll: 'auto' }}
          withControls
          withIndicators
        >
          {courses.map((course) => (
            <CourseCard key={course.id} course={course} />
          ))}
        </AutoplayCarousel>
      </div>
      <Group justify="center" gap="md" mt="xl">
        <ButtonLink to="/khoa-hoc" variant="outline" size="md">
          {text.allByAge}
        </ButtonLink>
        <ButtonLink to="/kiem-tra-trinh-do" size="md">
          {text.levelCheck}
        </ButtonLink>
      </Group>
    </Section>
  );
}
