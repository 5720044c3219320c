import { FaqLink } from '@/components/FaqLink';
import { Section } from '@/components/Section';
import type { SelectionStep } from '@/content/teachers/teacher.types';
import { useText } from '@/i18n/use-text';
import { teachers } from '@/i18n/vi/teachers';
import classes from './TeacherSelection.module.css';

/** 'TUYỂN CHỌN VÀ ĐÀO TẠO GIÁO VIÊN': the four steps, numbered. */
export function TeacherSelection({ selectionSteps }: { selectionSteps: readonly SelectionStep[] }) {
  const { selection: t } = useText('teachers', teachers);
  return (
    <Section labelledBy="tuyen-chon-giao-vien" title={t.title} subtitle={t.subtitle}>
      <ol className={classes.steps}>
        {selectionSteps.map((step) => (
          <li key={step.title} className={classes.step}>
            <h3 className={classes.title}>{step.title}</h3>
            <p className={classes.text}>{step.text}</p>
          </li>
        ))}
      </ol>
      <FaqLink id="bang-cap-giao-vien" about={t.faq} />
    </Section>
  );
}
