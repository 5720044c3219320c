import { Container } from '@mantine/core';
import { IconArrowRight } from '@tabler/icons-react';
import { PageIntro } from '@/components/PageIntro';
import { AnchorLink } from '@/components/links';
import { schoolYear } from '@/content/courses/course-finder';
import { AgeChoice } from '@/features/courses/AgeChoice';
import { CourseCard } from '@/features/courses/CourseCard';
import { LevelCheckOffer } from '@/features/courses/LevelCheckOffer';
import type { CourseFinderData } from '@/features/courses/load-course-finder';
import { RegistrationBlock } from '@/features/registration/RegistrationBlock';
import classes from './CoursesPage.module.css';

/** /khoa-hoc and /khoa-hoc/theo-tuoi/{age}: the finder by age, the courses it found by kind, the level check, the form. */
export function CoursesPage({ age, groups }: CourseFinderData) {
  const count = groups.reduce((sum, group) => sum + group.courses.length, 0);
  return (
    <>
      <PageIntro title={age === undefined ? 'Tất cả khóa học' : `Khóa học cho bé ${age} tuổi`}>
        {age === undefined
          ? 'Kỹ năng sống cho bé 5 - 12 tuổi, Tiếng Anh Cambridge từ mầm non đến trung học phổ thông và Tiếng Anh giao tiếp cho các bạn lớn. Chọn tuổi của bé để xem khóa học phù hợp.'
          : `Bé ${age} tuổi (${schoolYear(age)}) có ${count} khóa học phù hợp tại Mặt Trời Nhỏ.`}
      </PageIntro>
      <Container size="xl" className={classes.body}>
        <AgeChoice age={age} headingId="tim-theo-tuoi" />
        <div className={classes.groups}>
          {groups.map((group) => {
            const headingId = `nhom-${group.kind.toLowerCase()}`;
            return (
              <section key={group.kind} aria-labelledby={headingId}>
                <div className={classes.groupHead}>
                  <h2 id={headingId} className={classes.groupTitle}>
                    {group.title}
                  </h2>
                  {group.kind === 'Cambridge' && (
                    <AnchorLink to="/khoa-hoc/tieng-anh-cambridge" className={classes.programme}>
                      Xem lộ trình Cambridge <IconArrowRight size={16} aria-hidden />
                    </AnchorLink>
                  )}
                </div>
                <ul className={classes.cards}>
                  {group.courses.map((course) => (
                    <li key={course.id}>
                      <CourseCard course={course} compact />
                    </li>
                  ))}
                </ul>
              </section>
            );
          })}
        </div>
        <LevelCheckOffer />
      </Container>
      <RegistrationBlock />
    </>
  );
}
