import { Container } from '@mantine/core';
import { FaqLink } from '@/components/FaqLink';
import { PageIntro } from '@/components/PageIntro';
import { LevelCheck } from '@/features/level-check/LevelCheck';
import type { RecommendedCourse } from '@/features/level-check/LevelResultPanel';
import { RegistrationBlock } from '@/features/registration/RegistrationBlock';
import { useText } from '@/i18n/use-text';
import { levelCheck } from '@/i18n/vi/level-check';
import classes from './LevelCheckPage.module.css';

interface LevelCheckPageProps {
  courses: RecommendedCourse[];
}

/** The online level check, then the registration block its result leads to. */
export function LevelCheckPage({ courses }: LevelCheckPageProps) {
  const t = useText('levelCheck', levelCheck);
  return (
    <>
      <PageIntro title={t.intro.title}>{t.intro.lead}</PageIntro>
      <section aria-label={t.checkLabel} className={classes.check}>
        <Container size="lg">
          <LevelCheck courses={courses} />
          <FaqLink id="xep-lop" about={t.faq.placement} />
          <FaqLink id="hoc-thu" about={t.faq.trial} />
        </Container>
      </section>
      <RegistrationBlock />
    </>
  );
}
