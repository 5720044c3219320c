import { Button, Text, Title } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import { RegisterButton } from '@/components/layout/RegisterButton';
import { capitalizeWords } from '@/lib/capitalize-words';
import { courseLinkOptions } from '@/content/courses/course-links';
import type { Course } from '@/content/courses/course.types';
import type { Level, LevelResult } from '@/content/level-check/level-check.types';
import classes from './LevelCheck.module.css';

/** What the result page needs of a course: its name and where it lives. */
export type RecommendedCourse = Pick<Course, 'id' | 'title' | 'courseType'>;

interface LevelResultPanelProps {
  level: Level;
  result: LevelResult;
  course: RecommendedCourse | undefined;
  onRestart: () => void;
}

/** The level reached, what it means, that a teacher confirms it, the course it points to and the way to register for it. */
export function LevelResultPanel({ level, result, course, onRestart }: LevelResultPanelProps) {
  return (
    <div className={classes.result}>
      <Title order={2} className={classes.legend} tabIndex={-1} data-step-heading>
        {result.reached ? `Kết quả: ${level.name}` : `Kết quả: bé đang hướng tới ${level.name}`}
      </Title>
      <Text className={classes.score}>
        {result.reached ? `Trình độ CEFR ${level.cefr}` : `Mục tiêu đầu tiên: CEFR ${level.cefr}`} · bé trả lời đúng {result.score}/
        {result.total} câu.
      </Text>
      <Title order={3} className={classes.subheading}>
        {result.reached ? 'Bé đã có thể' : `Ở trình độ ${level.name}, bé sẽ có thể`}
      </Title>
      <ul className={classes.list}>
        {level.canDo.map((line) => (
          <li key={line}>{line}</li>
        ))}
      </ul>
      {result.reached && (
        <>
          <Title order={3} className={classes.subheading}>
            Bước tiếp theo
          </Title>
          <Text>{level.next}</Text>
        </>
      )}
      <Text className={classes.estimate}>
        Đây là ước lượng ban đầu từ {result.total} câu hỏi ngắn, chưa phải kết quả chính thức. Giáo viên của trung tâm sẽ xác nhận trình độ
        của bé ở buổi kiểm tra trình độ miễn phí, khi trò chuyện trực tiếp với bé.
      </Text>
      {course && (
        <Text>
          Khóa học phù hợp:{' '}
          <Link {...courseLinkOptions(course)} className={classes.courseLink}>
            {capitalizeWords(course.title)}
          </Link>
        </Text>
      )}
      <div className={classes.buttons}>
        <RegisterButton courseId={course?.id} label="Đăng ký kiểm tra trình độ và học thử" size="lg" />
        <Button type="button" variant="default" size="lg" onClick={onRestart}>
          Làm lại từ đầu
        </Button>
      </div>
    </div>
  );
}
