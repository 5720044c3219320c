import { Title, VisuallyHidden } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import { ageLabel, finderAgeSlug, finderAges, schoolYear } from '@/content/courses/course-finder';
import { useCourseWords } from './use-course-words';
import classes from './AgeChoice.module.css';

const headingId = 'tim-theo-tuoi';

/**
 * The finder's question and its answers: 'Tất cả', then one link per age, each to its own page
 * (docs/decisions.md#course-finder), so a choice works before the page's code runs and can be
 * shared. Choosing keeps the page where it is: the results are right below.
 */
export function AgeChoice({ age }: { age?: number }) {
  const text = useCourseWords().text.finder;
  return (
    <nav aria-labelledby={headingId}>
      <Title order={2} id={headingId} fz="xl" ta="center" mb="md" c="var(--site-heading-color)">
        {text.heading}
      </Title>
      <ul className={classes.list}>
        <li>
          <Link
            to="/khoa-hoc"
            resetScroll={false}
            activeOptions={{ exact: true, includeSearch: false }}
            className={classes.age}
            aria-current={age === undefined ? 'page' : undefined}
          >
            {text.all}
          </Link>
        </li>
        {finderAges.map((each) => (
          <li key={each}>
            <Link
              to="/khoa-hoc/theo-tuoi/$tuoi"
              params={{ tuoi: finderAgeSlug(each) }}
              resetScroll={false}
              className={classes.age}
              aria-current={each === age ? 'page' : undefined}
            >
              {ageLabel(each, text)}
              {/* Heard between the two; on screen, the school year is its own line. */}
              <VisuallyHidden component="span"> · </VisuallyHidden>
              <span className={classes.year}>{schoolYear(each, text)}</span>
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
