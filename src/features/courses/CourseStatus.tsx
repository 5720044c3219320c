import { Button } from '@mantine/core';
import { useRouter } from '@tanstack/react-router';
import { ButtonLink } from '@/components/links';
import { StatusMessage } from '@/components/StatusMessage';

export function CoursePending() {
  return <StatusMessage kind="loading" message="Đang tải dữ liệu khóa học" />;
}

export function CourseNotFound() {
  return (
    <StatusMessage kind="error" message="Không tìm thấy khóa học">
      <ButtonLink to="/" hash="chuong-trinh-hoc" variant="outline">
        Xem các chương trình học
      </ButtonLink>
    </StatusMessage>
  );
}

export function CourseListPending() {
  return <StatusMessage kind="loading" message="Đang tải các khóa học" />;
}

/** The course list failed to load; the cause is not shown to visitors (SPEC), a retry is offered. */
export function CourseListError() {
  const router = useRouter();
  return (
    <StatusMessage kind="error" message="Chưa tải được các khóa học, bạn vui lòng thử lại sau ít phút.">
      <Button variant="outline" onClick={() => void router.invalidate()}>
        Thử lại
      </Button>
    </StatusMessage>
  );
}
