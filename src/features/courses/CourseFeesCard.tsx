import { Stack, Text, Title } from '@mantine/core';
import { IconArrowRight } from '@tabler/icons-react';
import grid from '@/components/card-grid.module.css';
import { AnchorLink } from '@/components/links';
import { courseLinkOptions } from '@/content/courses/course-links';
import { courseTitle } from '@/lib/course-title';
import { CourseFeeFacts } from './CourseFeeFacts';
import { costFacts, openingFact } from './fee-facts';
import type { FeesCourse } from './load-fees';
import { useCourseWords } from './use-course-words';

/** A course on /hoc-phi: its title (a link to its page) and age, its classes' fees and times, what the fee covers, its openings. */
export function CourseFeesCard({ course }: { course: FeesCourse }) {
  const words = useCourseWords();
  const titleId = `hoc-phi-${course.id}`;
  return (
    <Stack component="article" aria-labelledby={titleId} gap="md" p="lg" h="100%" className={grid.surface}>
      <div>
        <Title order={3} id={titleId} fz="xl">
          <AnchorLink {...courseLinkOptions(course)} c="var(--site-link-color)" fz="inherit" fw="inherit">
            {courseTitle(course.title, words.locale)} <IconArrowRight size={18} aria-hidden style={{ verticalAlign: 'middle' }} />
          </AnchorLink>
        </Title>
        {course.age && <Text c="var(--site-muted-text)">{course.age}</Text>}
      </div>
      <CourseFeeFacts fees={course.fees} headingOrder={4} more={[...costFacts(course.fees, words), openingFact(course.fees, words)]} />
    </Stack>
  );
}
