import { Container } from '@mantine/core';
import { FaqLink } from '@/components/FaqLink';
import { PageIntro } from '@/components/PageIntro';
import { LevelCheck } from '@/features/level-check/LevelCheck';
import type { RecommendedCourse } from '@/features/level-check/LevelResultPanel';
import { RegistrationBlock } from '@/features/registration/RegistrationBlock';
import classes from './LevelCheckPage.module.css';

/** The online level check, then the registration block its result leads to. */
export function LevelCheckPage({ courses }: { courses: RecommendedCourse[] }) {
  return (
    <>
      <PageIntro title="Kiểm tra trình độ tiếng Anh miễn phí">
        Khoảng 10 phút, không tính giờ. Cuối bài có trình độ ước lượng theo chuẩn Cambridge và khóa học phù hợp với bé.
      </PageIntro>
      <section aria-label="Bài kiểm tra" className={classes.check}>
        <Container size="lg">
          <LevelCheck courses={courses} />
          <FaqLink id="xep-lop" about="cách xếp lớp cho bé" />
          <FaqLink id="hoc-thu" about="buổi học thử miễn phí" />
        </Container>
      </section>
      <RegistrationBlock />
    </>
  );
}
