import { FaqLink } from '@/components/FaqLink';
import { Section } from '@/components/Section';
import type { SelectionStep } from '@/content/teachers/teacher.types';
import classes from './TeacherSelection.module.css';

/** 'TUYỂN CHỌN VÀ ĐÀO TẠO GIÁO VIÊN': the four steps, numbered. */
export function TeacherSelection({ selectionSteps }: { selectionSteps: readonly SelectionStep[] }) {
  return (
    <Section
      labelledBy="tuyen-chon-giao-vien"
      title="TUYỂN CHỌN VÀ ĐÀO TẠO GIÁO VIÊN"
      subtitle="Bốn bước để mỗi thầy cô xứng đáng với sự tin tưởng của ba mẹ"
    >
      <ol className={classes.steps}>
        {selectionSteps.map((step) => (
          <li key={step.title} className={classes.step}>
            <h3 className={classes.title}>{step.title}</h3>
            <p className={classes.text}>{step.text}</p>
          </li>
        ))}
      </ol>
      <FaqLink id="bang-cap-giao-vien" about="bằng cấp của giáo viên" />
    </Section>
  );
}
