import { Button } from '@mantine/core';
import { IconArrowRight } from '@tabler/icons-react';
import classes from './LevelCheckOffer.module.css';

/** The free English level check, offered beside the courses: it tells parents which level to start at. */
export function LevelCheckOffer() {
  return (
    <aside aria-labelledby="kiem-tra-trinh-do-moi" className={classes.offer}>
      <h2 id="kiem-tra-trinh-do-moi" className={classes.title}>
        Chưa biết con nên bắt đầu từ đâu?
      </h2>
      <p className={classes.text}>
        Cùng con làm bài kiểm tra trình độ tiếng Anh ngắn ngay trên trang: chỉ vài phút, biết ngay con hợp với cấp độ Cambridge nào.
      </p>
      {/* TODO(lead): typed Link once the route is merged */}
      <Button component="a" href={`${import.meta.env.BASE_URL}kiem-tra-trinh-do`} rightSection={<IconArrowRight size={18} aria-hidden />}>
        Kiểm tra trình độ miễn phí
      </Button>
    </aside>
  );
}
