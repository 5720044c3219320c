import { IconArrowRight } from '@tabler/icons-react';
import { AnchorLink } from '@/components/links';
import { useCourseWords } from './use-course-words';

/** From a course's fees to every course's, with the centre's rules on them (/hoc-phi). */
export function FeesLink() {
  return (
    <AnchorLink to="/hoc-phi" fw={700} c="var(--site-link-color)">
      {useCourseWords().text.fees.allFees} <IconArrowRight size={16} aria-hidden style={{ verticalAlign: 'middle' }} />
    </AnchorLink>
  );
}
