import { Box } from '@mantine/core';
import { FaqLink } from '@/components/FaqLink';
import { RegisterButton } from '@/components/layout/RegisterButton';
import { PageHero } from '@/components/PageHero';
import { Section } from '@/components/Section';
import type { Course } from '@/content/courses/course.types';
import type { Student } from '@/content/students/student.types';
import { CambridgeCourseCard } from '@/features/courses/CambridgeCourseCard';
import { FeesLink } from '@/features/courses/FeesLink';
import { LevelCheckOffer } from '@/features/courses/LevelCheckOffer';
import { RegistrationBlock } from '@/features/registration/RegistrationBlock';
import { StudentHonours } from '@/features/students/StudentHonours';
import { pageHeroImages } from '@/lib/page-hero-images';
import { useText } from '@/i18n/use-text';
import { courses as coursesText } from '@/i18n/vi/courses';
import classes from './CambridgePage.module.css';

/** The Cambridge programme's own catalogue entry: registering from its page chooses it. */
const cambridgeProgrammeId = '3';

/** The Cambridge programme: its path, one card per level (the sub courses) with its fees, honoured students. */
export function CambridgePage({ courses, students }: { courses: readonly Course[]; students: readonly Student[] }) {
  const text = useText('courses', coursesText);
  return (
    <>
      <PageHero
        title={text.cambridge.title}
        {...pageHeroImages('cambridge')}
        actions={<RegisterButton courseId={cambridgeProgrammeId} label={text.coursePage.register} size="lg" />}
      >
        {text.cambridge.lead}
      </PageHero>
      <Section labelledBy="cac-khoa-hoc-cambridge" title={text.cambridge.coursesTitle} subtitle={text.cambridge.coursesSubtitle}>
        <ul className={classes.list}>
          {courses.map((course) => (
            <li key={course.id}>
              <CambridgeCourseCard course={course} />
            </li>
          ))}
        </ul>
        <Box mt="lg" ta="center">
          <FeesLink />
        </Box>
        <Box mt="xl">
          <LevelCheckOffer />
          <FaqLink id="thi-cambridge" about={text.faqTopics.cambridgeExams} />
          <FaqLink id="bai-tap-ve-nha" about={text.faqTopics.homework} />
        </Box>
      </Section>
      <StudentHonours students={students} tinted buttonLabel={text.cambridge.moreHonours} />
      <RegistrationBlock courseId={cambridgeProgrammeId} />
    </>
  );
}
