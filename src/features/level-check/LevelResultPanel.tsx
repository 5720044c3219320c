import { Button, Text, Title } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import { RegisterButton } from '@/components/layout/RegisterButton';
import { courseTitle } from '@/lib/course-title';
import { courseLinkOptions } from '@/content/courses/course-links';
import type { Course } from '@/content/courses/course.types';
import type { Level, LevelResult } from '@/content/level-check/level-check.types';
import { resultWording } from './result-wording';
import { useLocale, useText } from '@/i18n/use-text';
import { levelCheck } from '@/i18n/vi/level-check';
import classes from './LevelCheck.module.css';

/** What the result page needs of a course: its name and where it lives. */
export type RecommendedCourse = Pick<Course, 'id' | 'title' | 'courseType' | 'ages'>;

interface LevelResultPanelProps {
  age: number;
  /** In the page's language. */
  level: Level;
  result: LevelResult;
  course: RecommendedCourse | undefined;
  onRestart: () => void;
}

/** The level reached, what it means, that a teacher confirms it, the course it points to and the way to register for it. */
export function LevelResultPanel({ age, level, result, course, onRestart }: LevelResultPanelProps) {
  const words = useText('levelCheck', levelCheck);
  const t = words.result;
  const wording = resultWording(age, level, result, words);
  const locale = useLocale();
  const courseName = (title: string) => courseTitle(title, locale);
  return (
    <div className={classes.result}>
      <Title order={2} className={classes.legend} tabIndex={-1} data-step-heading>
        {wording.heading}
      </Title>
      <Text className={classes.score}>{wording.score}</Text>
      <Title order={3} className={classes.subheading}>
        {wording.canDoHeading}
      </Title>
      <ul className={classes.list}>
        {level.canDo.map((line) => (
          <li key={line}>{line}</li>
        ))}
      </ul>
      {result.reached && (
        <>
          <Title order={3} className={classes.subheading}>
            {t.nextStep}
          </Title>
          <Text>{level.next}</Text>
        </>
      )}
      <Text className={classes.estimate}>{wording.estimate}</Text>
      {course && (
        <Text>
          {t.course}{' '}
          <Link {...courseLinkOptions(course)} className={classes.courseLink}>
            {courseName(course.title)}
          </Link>
        </Text>
      )}
      <div className={classes.buttons}>
        <RegisterButton courseId={course?.id} label={t.register} size="lg" />
        <Button type="button" variant="default" size="lg" onClick={onRestart}>
          {t.restart}
        </Button>
      </div>
    </div>
  );
}
