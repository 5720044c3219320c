import { Box, Container, Stack, Title } from '@mantine/core';
import { FaqLink } from '@/components/FaqLink';
import { PageIntro } from '@/components/PageIntro';
import { termWeeks } from '@/content/courses/term';
import { CourseFeesCard } from '@/features/courses/CourseFeesCard';
import { FeePolicies } from '@/features/courses/FeePolicies';
import { LevelCheckOffer } from '@/features/courses/LevelCheckOffer';
import type { FeesData } from '@/features/courses/load-fees';
import { RegistrationBlock } from '@/features/registration/RegistrationBlock';
import { autoFitGrid } from '@/components/auto-fit-grid';

/** /hoc-phi: every course's fees and times, by kind as on /khoa-hoc, then the centre's rules on fees, the level check and the form. */
export function FeesPage({ groups }: Pick<FeesData, 'groups'>) {
  return (
    <>
      <PageIntro title="Học phí và lịch học">
        Học phí của từng khóa, đóng theo học kỳ {termWeeks} tuần hoặc theo tháng, không bao giờ phải đóng trước cả năm. Học phí đã
        gồm sách; khoản nào chưa gồm đều được ghi rõ dưới từng khóa.
      </PageIntro>
      <Container size="xl" py="xl">
        <Stack gap="xl">
          {groups.map((group) => {
            const headingId = `hoc-phi-${group.kind.toLowerCase()}`;
            return (
              <section key={group.kind} aria-labelledby={headingId}>
                <Title order={2} id={headingId} fz="xl" c="var(--site-heading-color)" mb="md">
                  {group.title}
                </Title>
                <Box
                  component="ul"
                  m={0}
                  p={0}
                  style={{ listStyle: 'none', ...autoFitGrid('17rem') }}
                >
                  {group.courses.map((course) => (
                    <li key={course.id}>
                      <CourseFeesCard course={course} />
                    </li>
                  ))}
                </Box>
              </section>
            );
          })}
        </Stack>
        <FaqLink id="si-so-lop" about="sĩ số lớp" />
        <FaqLink id="lich-hoc" about="cách chọn lịch học" />
      </Container>
      <FeePolicies />
      <Container size="xl" py="xl">
        <LevelCheckOffer />
      </Container>
      <RegistrationBlock />
    </>
  );
}
