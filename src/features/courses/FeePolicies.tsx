import { Box, Title } from '@mantine/core';
import grid from '@/components/card-grid.module.css';
import { FaqLink } from '@/components/FaqLink';
import { Section } from '@/components/Section';
import type { FeePolicy } from '@/content/courses/fee-policies';
import { autoFitGrid } from '@/components/auto-fit-grid';
import { useCourseWords } from './use-course-words';

/** The centre's rules on fees, for every course (in the page's language: load-fees.ts): paying, discounts, openings, make-up lessons, refunds. */
export function FeePolicies({ policies }: { policies: readonly FeePolicy[] }) {
  const { text } = useCourseWords();
  return (
    <Section labelledBy="chinh-sach-hoc-phi" title={text.feesPage.policiesTitle} subtitle={text.feesPage.policiesSubtitle} tinted>
      <Box
        component="ul"
        m={0}
        p={0}
        style={{ listStyle: 'none', ...autoFitGrid('22rem') }}
      >
        {policies.map((policy) => (
          <Box component="li" key={policy.title} p="lg" className={grid.surface}>
            <Title order={3} fz="lg" c="var(--site-heading-color)" mb="xs">
              {policy.title}
            </Title>
            <Box component="ul" m={0} pl="md">
              {policy.points.map((point) => (
                <li key={point}>{point}</li>
              ))}
            </Box>
          </Box>
        ))}
      </Box>
      <FaqLink id="hoc-phi" about={text.faqTopics.fees} />
      <FaqLink id="hoc-bu" about={text.faqTopics.makeUp} />
      <FaqLink id="hoan-hoc-phi" about={text.faqTopics.refunds} />
    </Section>
  );
}
