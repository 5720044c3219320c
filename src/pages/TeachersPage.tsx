import { RegisterButton } from '@/components/layout/RegisterButton';
import { PageHero } from '@/components/PageHero';
import { Section } from '@/components/Section';
import type { SelectionStep, Teacher } from '@/content/teachers/teacher.types';
import { RegistrationBlock } from '@/features/registration/RegistrationBlock';
import { TeacherProfile } from '@/features/teachers/TeacherProfile';
import { TeacherSelection } from '@/features/teachers/TeacherSelection';
import { fill } from '@/i18n/fill';
import { useText } from '@/i18n/use-text';
import { teachers as teachersText } from '@/i18n/vi/teachers';
import { pageHeroImages } from '@/lib/page-hero-images';
import classes from './TeachersPage.module.css';

/** '/giao-vien': every teacher's profile and how the centre chooses and trains them. */
interface TeachersPageProps {
  teachers: readonly Teacher[];
  selectionSteps: readonly SelectionStep[];
}

export function TeachersPage({ teachers, selectionSteps }: TeachersPageProps) {
  const t = useText('teachers', teachersText);
  return (
    <>
      <PageHero
        title={t.hero.title}
        {...pageHeroImages('teachers')}
        actions={<RegisterButton label={t.hero.register} size="lg" />}
      >
        {t.hero.lead}
      </PageHero>
      <Section
        labelledBy="gap-go-giao-vien"
        title={t.team.title}
        subtitle={fill(t.team.subtitle, { count: teachers.length })}
        tinted
      >
        <ul className={classes.grid}>
          {teachers.map((teacher) => (
            <li key={teacher.id}>
              <TeacherProfile teacher={teacher} />
            </li>
          ))}
        </ul>
      </Section>
      <TeacherSelection selectionSteps={selectionSteps} />
      <RegistrationBlock />
    </>
  );
}
