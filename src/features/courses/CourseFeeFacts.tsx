import { Box, Stack, Title } from '@mantine/core';
import type { CourseFees } from '@/content/courses/course.types';
import { classFacts } from './fee-facts';
import { useCourseWords } from './use-course-words';
import { FactList, type Fact } from './FactList';
import { autoFitGrid } from '@/components/auto-fit-grid';

interface CourseFeeFactsProps {
  fees: CourseFees;
  /** The level of a level's heading (life skills has one class per age group). */
  headingOrder: 3 | 4;
  /** Each class's times (the days and hours it meets). */
  withTimes?: boolean;
  /** The course's own facts, after its classes'. */
  more: Fact[];
}

/**
 * What a course costs and when it meets: a course of one class in one list; a course with levels,
 * each level under its heading (side by side where they fit), then the facts of the whole course.
 */
export function CourseFeeFacts({ fees, headingOrder, withTimes = true, more }: CourseFeeFactsProps) {
  const words = useCourseWords();
  const [only] = fees.classes;
  if (fees.classes.length === 1 && only && !only.level) return <FactList facts={[...classFacts(only, words, { withTimes }), ...more]} />;
  return (
    <Stack gap="lg">
      <Box style={autoFitGrid('15rem')}>
        {fees.classes.map((courseClass) => (
          <Stack key={courseClass.level} gap="xs">
            <Title order={headingOrder} fz="md" c="var(--site-heading-color)">
              {courseClass.level}
            </Title>
            <FactList facts={classFacts(courseClass, words, { withTimes })} />
          </Stack>
        ))}
      </Box>
      <FactList facts={more} />
    </Stack>
  );
}
