import { ButtonLink } from '@/components/links';
import { StatusMessage } from '@/components/StatusMessage';

export function CoursePending() {
  return <StatusMessage kind="loading" message="Đang tải dữ liệu khóa học" />;
}

export function CourseNotFound() {
  return (
    <StatusMessage kind="error" message="Không tìm thấy khóa học">
      <ButtonLink to="/khoa-hoc/tieng-anh-cambridge" variant="outline">
        Xem các khóa học
      </ButtonLink>
    </StatusMessage>
  );
}
