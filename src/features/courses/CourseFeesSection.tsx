import { Box, Stack } from '@mantine/core';
import grid from '@/components/card-grid.module.css';
import { Section } from '@/components/Section';
import type { CourseFees } from '@/content/courses/course.types';
import { CourseFeeFacts } from './CourseFeeFacts';
import { openingFact } from './fee-facts';
import { FeesLink } from './FeesLink';
import { useCourseWords } from './use-course-words';

/** A course page's fees: what its classes cost, when they meet and open, and the way to every fee and rule. */
export function CourseFeesSection({ fees }: { fees: CourseFees }) {
  const words = useCourseWords();
  const text = words.text.coursePage;
  return (
    <Section labelledBy="hoc-phi-va-lich-hoc" title={text.feesTitle} subtitle={text.feesSubtitle}>
      <Stack gap="lg" p="lg" className={grid.surface}>
        <CourseFeeFacts fees={fees} headingOrder={3} more={[openingFact(fees, words)]} />
        <Box>
          <FeesLink />
        </Box>
      </Stack>
    </Section>
  );
}
