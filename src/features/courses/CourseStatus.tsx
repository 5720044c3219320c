import { ButtonLink } from '@/components/links';
import { RetryButton } from '@/components/RetryButton';
import { StatusMessage } from '@/components/StatusMessage';
import { useCourseWords } from './use-course-words';

const useStatusText = () => useCourseWords().text.status;

export function CoursePending() {
  return <StatusMessage kind="loading" message={useStatusText().courseLoading} />;
}

export function CourseNotFound() {
  const text = useStatusText();
  return (
    <StatusMessage kind="error" message={text.courseNotFound} pageHeading>
      <ButtonLink to="/" hash="chuong-trinh-hoc" variant="outline">
        {text.seeCourses}
      </ButtonLink>
    </StatusMessage>
  );
}

export function CourseListPending() {
  return <StatusMessage kind="loading" message={useStatusText().listLoading} />;
}

/** The course list failed to load; the cause is not shown to visitors, a retry is offered (docs/decisions.md#course-pages). */
export function CourseListError() {
  return (
    <StatusMessage kind="error" message={useStatusText().listError} pageHeading>
      <RetryButton variant="outline" />
    </StatusMessage>
  );
}
