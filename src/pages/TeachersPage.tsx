import { RegisterButton } from '@/components/layout/RegisterButton';
import { PageHero } from '@/components/PageHero';
import { Section } from '@/components/Section';
import type { SelectionStep, Teacher } from '@/content/teachers/teacher.types';
import { RegistrationBlock } from '@/features/registration/RegistrationBlock';
import { TeacherProfile } from '@/features/teachers/TeacherProfile';
import { TeacherSelection } from '@/features/teachers/TeacherSelection';
import { pageHeroImages } from '@/lib/page-hero-images';
import classes from './TeachersPage.module.css';

/** '/giao-vien': every teacher's profile and how the centre chooses and trains them. */
interface TeachersPageProps {
  teachers: readonly Teacher[];
  selectionSteps: readonly SelectionStep[];
}

export function TeachersPage({ teachers, selectionSteps }: TeachersPageProps) {
  return (
    <>
      <PageHero
        title="Đội ngũ giáo viên tận tâm, đạt chuẩn Cambridge"
        {...pageHeroImages('teachers')}
        actions={<RegisterButton label="Đăng ký học thử miễn phí" size="lg" />}
      >
        Thầy cô Việt Nam và bản ngữ, giàu kinh nghiệm dạy trẻ, luôn lấy học viên làm trung tâm. Ba mẹ hãy làm quen với những người
        sẽ đồng hành cùng con mỗi tuần.
      </PageHero>
      <Section
        labelledBy="gap-go-giao-vien"
        title="GẶP GỠ THẦY CÔ"
        subtitle={`${teachers.length} giáo viên tiếng Anh, mỗi người một câu chuyện và một cách truyền cảm hứng`}
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
