import { Button, Stack, Text, Title } from '@mantine/core';
import { IconArrowRight } from '@tabler/icons-react';
import grid from '@/components/card-grid.module.css';

/** The free English level check, offered beside the courses: it tells parents which level to start at. */
export function LevelCheckOffer() {
  return (
    <Stack component="aside" aria-labelledby="kiem-tra-trinh-do-moi" align="center" gap="sm" maw="44rem" mx="auto" p="xl" ta="center" className={grid.surface}>
      <Title order={2} id="kiem-tra-trinh-do-moi" fz="xl" c="var(--site-heading-color)">
        Chưa biết con nên bắt đầu từ đâu?
      </Title>
      <Text c="var(--site-muted-text)">
        Cùng con làm bài kiểm tra trình độ tiếng Anh ngắn ngay trên trang: chỉ vài phút, biết ngay con hợp với cấp độ Cambridge nào.
      </Text>
      {/* TODO(lead): typed Link once the route is merged */}
      <Button component="a" href={`${import.meta.env.BASE_URL}kiem-tra-trinh-do`} rightSection={<IconArrowRight size={18} aria-hidden />}>
        Kiểm tra trình độ miễn phí
      </Button>
    </Stack>
  );
}
