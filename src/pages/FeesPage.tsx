import { Box, Container, Stack, Title } from '@mantine/core';
import { FaqLink } from '@/components/FaqLink';
import { PageIntro } from '@/components/PageIntro';
import { termWeeks } from '@/content/courses/term';
import { CourseFeesCard } from '@/features/courses/CourseFeesCard';
import { FeePolicies } from '@/features/courses/FeePolicies';
import { LevelCheckOffer } from '@/features/courses/LevelCheckOffer';
import type { FeesData } from '@/features/courses/load-fees';
import { RegistrationBlock } from '@/features/registration/RegistrationBlock';
import { autoFitGrid } from '@/components/auto-fit-grid';
import { fill } from '@/i18n/fill';
import { useText } from '@/i18n/use-text';
import { courses as coursesText } from '@/i18n/vi/courses';

/** /hoc-phi: every course's fees and times, by kind as on /khoa-hoc, then the centre's rules on fees, the level check and the form. */
export function FeesPage({ groups, policies }: Pick<FeesData, 'groups' | 'policies'>) {
  const text = useText('courses', coursesText);
  return (
    <>
      <PageIntro title={text.feesPage.title}>{fill(text.feesPage.lead, { termWeeks })}</PageIntro>
      <Container size="xl" py="xl">
        <Stack gap="xl">
          {groups.map((group) => {
            const headingId = `hoc-phi-${group.kind.toLowerCase()}`;
            return (
              <section key={group.kind} aria-labelledby={headingId}>
                <Title order={2} id={headingId} fz="xl" c="var(--site-heading-color)" mb="md">
                  {text.finder.groups[group.kind]}
                </Title>
                <Box
                  component="ul"
                  m={0}
                  p={0}
                  style={{ listStyle: 'none', ...autoFitGrid('17rem') }}
                >
                  {group.courses.map((course) => (
                    <li key={course.id}>
                      <CourseFeesCard course={course} />
                    </li>
                  ))}
                </Box>
              </section>
            );
          })}
        </Stack>
        <FaqLink id="si-so-lop" about={text.faqTopics.classSize} />
        <FaqLink id="lich-hoc" about={text.faqTopics.timetable} />
      </Container>
      <FeePolicies policies={policies} />
      <Container size="xl" py="xl">
        <LevelCheckOffer />
      </Container>
      <RegistrationBlock />
    </>
  );
}
