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
import classes from './CambridgePage.module.css';

/** The Cambridge programme's own catalogue entry: registering from its page chooses it. */
const cambridgeProgrammeId = '3';

/** The Cambridge programme: its path, one card per level (the sub courses) with its fees, honoured students. */
export function CambridgePage({ courses, students }: { courses: readonly Course[]; students: readonly Student[] }) {
  return (
    <>
      <PageHero
        title="Tiếng Anh Cambridge"
        {...pageHeroImages('cambridge')}
        actions={<RegisterButton courseId={cambridgeProgrammeId} label="Đăng ký học thử" size="lg" />}
      >
        Lộ trình chuẩn Cambridge đưa con đi từng bước, từ Starters, Movers, Flyers ở bậc tiểu học đến KET, PET và IELTS, với giáo
        trình và mục tiêu riêng cho từng độ tuổi.
      </PageHero>
      <Section
        labelledBy="cac-khoa-hoc-cambridge"
        title="CÁC KHÓA HỌC CAMBRIDGE"
        subtitle="Chọn chặng đường phù hợp với độ tuổi và trình độ của con"
      >
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
          <FaqLink id="thi-cambridge" about="thi chứng chỉ Cambridge" />
          <FaqLink id="bai-tap-ve-nha" about="bài tập về nhà" />
        </Box>
      </Section>
      <StudentHonours students={students} tinted buttonLabel="Xem thêm thành tích học viên" />
      <RegistrationBlock courseId={cambridgeProgrammeId} />
    </>
  );
}
