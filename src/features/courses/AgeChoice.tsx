import { Link } from '@tanstack/react-router';
import { finderAges, schoolYear } from '@/content/courses/course-finder';
import classes from './AgeChoice.module.css';

/**
 * The finder's question and its answers: 'Tất cả', then one link per age, each to its own page
 * (docs/decisions.md#course-finder), so a choice works before the page's code runs and can be
 * shared. Choosing keeps the page where it is: the results are right below.
 */
export function AgeChoice({ age, headingId }: { age?: number; headingId: string }) {
  return (
    <nav aria-labelledby={headingId} className={classes.choice}>
      <h2 id={headingId} className={classes.question}>
        Bé nhà bạn bao nhiêu tuổi?
      </h2>
      <ul className={classes.list}>
        <li>
          <Link
            to="/khoa-hoc"
            resetScroll={false}
            activeOptions={{ exact: true, includeSearch: false }}
            className={classes.age}
            aria-current={age === undefined ? 'page' : undefined}
          >
            Tất cả
          </Link>
        </li>
        {finderAges.map((each) => (
          <li key={each}>
            <Link
              to="/khoa-hoc/theo-tuoi/$tuoi"
              params={{ tuoi: String(each) }}
              resetScroll={false}
              className={classes.age}
              aria-current={each === age ? 'page' : undefined}
            >
              {each} tuổi
              <span className={classes.year}>
                <span className={classes.separator}> · </span>
                {schoolYear(each)}
              </span>
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
