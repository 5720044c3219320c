import { IconArrowRight } from '@tabler/icons-react';
import { ButtonLink } from '@/components/links';
import { Section } from '@/components/Section';
import { SiteImage } from '@/components/SiteImage';
import type { Student } from '@/content/students/student.types';
import { useText } from '@/i18n/use-text';
import { students as studentsText } from '@/i18n/vi/students';
import classes from './StudentHonours.module.css';

export interface StudentHonoursProps {
  students: readonly Student[];
  /** The button under the grid; each page words it for its visitors. Omitted: no button. */
  buttonLabel?: string;
  tinted?: boolean;
}

/** 'VINH DANH HỌC VIÊN': six honoured students (three on the smallest phones). */
export function StudentHonours({ students, buttonLabel, tinted = false }: StudentHonoursProps) {
  const { honours: t } = useText('students', studentsText);
  return (
    <Section labelledBy="vinh-danh-hoc-vien" title={t.title} subtitle={t.subtitle} tinted={tinted}>
      <ul className={classes.grid}>
        {students.map((student) => (
          <li key={student.id} className={classes.card}>
            <SiteImage picture={student.image} className={classes.photo} />
            <div className={classes.text}>
              <p className={classes.name}>{student.name}</p>
              <p className={classes.label}>{student.classLabel}</p>
            </div>
          </li>
        ))}
      </ul>
      {buttonLabel && (
        <div className={classes.more}>
          <ButtonLink to="/hoc-vien" variant="outline" size="md" rightSection={<IconArrowRight size={18} aria-hidden />}>
            {buttonLabel}
          </ButtonLink>
        </div>
      )}
    </Section>
  );
}
