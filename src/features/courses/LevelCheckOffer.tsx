import { Stack, Text, Title } from '@mantine/core';
import { IconArrowRight } from '@tabler/icons-react';
import grid from '@/components/card-grid.module.css';
import { FaqLink } from '@/components/FaqLink';
import { ButtonLink } from '@/components/links';

/** The free English level check, offered beside the courses: it tells parents which level to start at. */
export function LevelCheckOffer() {
  return (
    <Stack component="aside" aria-labelledby="kiem-tra-trinh-do-moi" align="center" gap="sm" maw="44rem" mx="auto" p="xl" ta="center" className={grid.surface}>
      <Title order={2} id="kiem-tra-trinh-do-moi" fz="xl" c="var(--site-heading-color)">
        Chưa biết nên bắt đầu từ cấp độ nào?
      </Title>
      <Text c="var(--site-muted-text)">
        Bài kiểm tra trình độ tiếng Anh ngắn ngay trên trang, cho học viên từ 4 đến 16 tuổi: khoảng 10 phút, không tính giờ, biết ngay cấp độ Cambridge và khóa học phù hợp.
      </Text>
      <ButtonLink to="/kiem-tra-trinh-do" rightSection={<IconArrowRight size={18} aria-hidden />}>
        Kiểm tra trình độ miễn phí
      </ButtonLink>
      <FaqLink id="bat-dau-tu-may-tuoi" about="độ tuổi bắt đầu học" />
    </Stack>
  );
}
