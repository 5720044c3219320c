import { ButtonLink } from '@/components/links';
import { RetryButton } from '@/components/RetryButton';
import { StatusMessage } from '@/components/StatusMessage';

export function CoursePending() {
  return <StatusMessage kind="loading" message="Đang tải dữ liệu khóa học" />;
}

export function CourseNotFound() {
  return (
    <StatusMessage kind="error" message="Không tìm thấy khóa học" pageHeading>
      <ButtonLink to="/" hash="chuong-trinh-hoc" variant="outline">
        Xem các chương trình học
      </ButtonLink>
    </StatusMessage>
  );
}

export function CourseListPending() {
  return <StatusMessage kind="loading" message="Đang tải các khóa học" />;
}

/** The course list failed to load; the cause is not shown to visitors, a retry is offered (docs/decisions.md#course-pages). */
export function CourseListError() {
  return (
    <StatusMessage kind="error" message="Chưa tải được các khóa học, bạn vui lòng thử lại sau ít phút." pageHeading>
      <RetryButton variant="outline" />
    </StatusMessage>
  );
}
