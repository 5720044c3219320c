import { Container, Group, Text, Title } from '@mantine/core';
import { IconArrowRight } from '@tabler/icons-react';
import { AnchorLink } from '@/components/links';
import { PageIntro } from '@/components/PageIntro';
import { courseCountSentence, learnerOfAge } from '@/content/courses/course-finder';
import { fill } from '@/i18n/fill';
import { useText } from '@/i18n/use-text';
import { courses as coursesText } from '@/i18n/vi/courses';
import { levelCheckAges } from '@/content/level-check/ages';
import { AgeChoice } from '@/features/courses/AgeChoice';
import { CourseCard } from '@/features/courses/CourseCard';
import { LevelCheckOffer } from '@/features/courses/LevelCheckOffer';
import type { CourseFinderData } from '@/features/courses/load-course-finder';
import { RegistrationBlock } from '@/features/registration/RegistrationBlock';
import classes from './CoursesPage.module.css';

/** /khoa-hoc and /khoa-hoc/theo-tuoi/{age}: the finder by age, the courses it found by kind, the level check, the form. */
export function CoursesPage({ age, groups }: Pick<CourseFinderData, 'age' | 'groups'>) {
  const text = useText('courses', coursesText);
  const count = groups.reduce((sum, group) => sum + group.courses.length, 0);
  return (
    <>
      {/* One lead for every age, so that the answers stay where they are when one is chosen. */}
      <PageIntro
        title={age === undefined ? text.coursesPage.allTitle : fill(text.coursesPage.ageTitle, { learner: learnerOfAge(age, text.finder) })}
      >
        {text.coursesPage.lead}
      </PageIntro>
      <Container size="xl" py="xl">
        <AgeChoice age={age} />
        {age !== undefined && (
          // Read out when another age is chosen (the page stays: only its data changes).
          <Text role="status" ta="center" mt="md" c="var(--site-muted-text)">
            {courseCountSentence(age, count, text.finder)}
          </Text>
        )}
        <div className={classes.groups} data-age={age}>
          {groups.map((group) => {
            const headingId = `nhom-${group.kind.toLowerCase()}`;
            return (
              <section key={group.kind} aria-labelledby={headingId}>
                <Group justify="space-between" align="baseline" gap="xs" mb="md">
                  <Title order={2} id={headingId} fz="xl" c="var(--site-heading-color)">
                    {text.finder.groups[group.kind]}
                  </Title>
                  {group.kind === 'Cambridge' && (
                    <AnchorLink to="/khoa-hoc/tieng-anh-cambridge" fw={600} c="var(--site-link-color)">
                      {text.coursesPage.cambridgePath} <IconArrowRight size={16} aria-hidden style={{ verticalAlign: 'middle' }} />
                    </AnchorLink>
                  )}
                </Group>
                <ul className={classes.cards}>
                  {group.courses.map((course) => (
                    <li key={course.id}>
                      <CourseCard course={course} compact />
                    </li>
                  ))}
                </ul>
              </section>
            );
          })}
        </div>
        {/* Not for an age the check does not take: the form below books the test at the centre. */}
        {(age === undefined || levelCheckAges.includes(age)) && <LevelCheckOffer />}
      </Container>
      <RegistrationBlock />
    </>
  );
}
