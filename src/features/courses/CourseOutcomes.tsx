import { Section } from '@/components/Section';
import { SiteImage } from '@/components/SiteImage';
import type { Outcome } from '@/content/courses/course.types';
import { useCourseWords } from './use-course-words';
import classes from './CourseOutcomes.module.css';

/** 'KẾT QUẢ ĐẠT ĐƯỢC': what a child takes away from the course, one card per outcome. */
export function CourseOutcomes({ outcomes }: { outcomes: readonly Outcome[] }) {
  const text = useCourseWords().text.coursePage;
  return (
    <Section labelledBy="ket-qua-dat-duoc" title={text.outcomesTitle} subtitle={text.outcomesSubtitle}>
      <ul className={classes.grid}>
        {outcomes.map((outcome) => (
          <li key={outcome.id} className={classes.card}>
            <SiteImage picture={outcome.image} className={classes.image} />
            <p className={classes.description}>{outcome.description}</p>
          </li>
        ))}
      </ul>
    </Section>
  );
}
