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
  /** The levels, in the page's language. */
  levels: readonly Level[];
  result: LevelResult;
  course: RecommendedCourse | undefined;
  /** The other English course the course finder offers at the age, which the result says why it does not recommend. */
  otherCourse?: RecommendedCourse;
  onRestart: () => void;
}

/**
 * What the check shows (a level, the goal, a preschooler's foundations, or why a teacher places the
 * child), what the answers showed, the next step, that a teacher confirms it, the course it points
 * to and why, and the way to register for it.
 */
export function LevelResultPanel({ age, levels, result, course, otherCourse, onRestart }: LevelResultPanelProps) {
  const words = useText('levelCheck', levelCheck);
  const t = words.result;
  const locale = useLocale();
  const courseName = (title: string) => courseTitle(title, locale);
  const wording = resultWording(age, result, levels, words, otherCourse && courseName(otherCourse.title));
  return (
    <div className={classes.result}>
      <Title order={2} className={classes.legend} tabIndex={-1} data-step-heading>
        {wording.heading}
      </Title>
      <Text className={classes.score}>{wording.score}</Text>
      {wording.note && <Text className={classes.note}>{wording.note}</Text>}
      {wording.canDoHeading && (
        <>
          <Title order={3} className={classes.subheading}>
            {wording.canDoHeading}
          </Title>
          <ul className={classes.list}>
            {wording.canDo.map((line) => (
              <li key={line}>{line}</li>
            ))}
          </ul>
        </>
      )}
      {wording.nextStep && (
        <>
          <Title order={3} className={classes.subheading}>
            {t.nextStep}
          </Title>
          <Text>{wording.nextStep}</Text>
        </>
      )}
      {wording.estimate && <Text className={classes.estimate}>{wording.estimate}</Text>}
      {course && (
        <>
          <Text>
            {t.course}{' '}
            <Link {...courseLinkOptions(course)} className={classes.courseLink}>
              {courseName(course.title)}
            </Link>
          </Text>
          {wording.courseReason && <Text>{wording.courseReason}</Text>}
        </>
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
