import { Box, Stack } from '@mantine/core';
import grid from '@/components/card-grid.module.css';
import { Section } from '@/components/Section';
import type { CourseFees } from '@/content/courses/course.types';
import { CourseFeeFacts } from './CourseFeeFacts';
import { openingFact } from './fee-facts';
import { FeesLink } from './FeesLink';

/** A course page's fees: what its classes cost, when they meet and open, and the way to every fee and rule. */
export function CourseFeesSection({ fees }: { fees: CourseFees }) {
  return (
    <Section labelledBy="hoc-phi-va-lich-hoc" title="HỌC PHÍ VÀ LỊCH HỌC" subtitle="Học phí rõ ràng, không phải đóng trước cả năm">
      <Stack gap="lg" p="lg" className={grid.surface}>
        <CourseFeeFacts fees={fees} headingOrder={3} more={[openingFact(fees)]} />
        <Box>
          <FeesLink />
        </Box>
      </Stack>
    </Section>
  );
}
