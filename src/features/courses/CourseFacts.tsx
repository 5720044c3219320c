import { IconBook, IconMoodKid, IconRoute } from '@tabler/icons-react';
import type { Course } from '@/content/courses/course.types';
import { fill } from '@/i18n/fill';
import type { UiText } from '@/i18n/ui-text';
import { useCourseWords } from './use-course-words';
import classes from './CourseFacts.module.css';

/** 'Giáo trình: Kid's Box'; a name that already says 'Giáo trình …' is not prefixed twice. */
function textbookFact(name: string, text: UiText['courses']['facts']) {
  return name.toLocaleLowerCase('vi').startsWith(text.textbookWord) ? name : fill(text.textbook, { name });
}

interface CourseFactsProps {
  course: Pick<Course, 'age' | 'textbook'>;
  /** Leave the age out when the layout shows it elsewhere. */
  withAge?: boolean;
  /** `list`: icon rows; `chips`: rounded pastel tags (the life-skills hero). */
  variant?: 'list' | 'chips';
  className?: string;
}

/** A course's key facts: age range, length of the programme and textbook. */
export function CourseFacts({ course, withAge = true, variant = 'list', className }: CourseFactsProps) {
  const words = useCourseWords().text.facts;
  const facts = [
    { key: 'age', Icon: IconMoodKid, text: withAge && course.age ? fill(words.age, { age: course.age }) : '' },
    { key: 'duration', Icon: IconRoute, text: fill(words.duration, { duration: words.courseDuration }) },
    { key: 'textbook', Icon: IconBook, text: textbookFact(course.textbook.name, words) },
  ].filter((fact) => fact.text);

  return (
    <ul className={[classes.facts, className].filter(Boolean).join(' ')} data-variant={variant}>
      {facts.map(({ key, Icon, text }) => (
        <li key={key} className={classes.fact} data-fact={key}>
          <Icon size={20} stroke={1.8} aria-hidden className={classes.icon} />
          <span>{text}</span>
        </li>
      ))}
    </ul>
  );
}
