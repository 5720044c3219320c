import { ButtonLink } from '@/components/links';
import { StatusMessage } from '@/components/StatusMessage';

export function NewsPending() {
  return <StatusMessage kind="loading" message="Đang tải tin tức" />;
}

/** Not found and failed loads read the same to a parent (SPEC section 8). */
export function NewsNotFound() {
  return (
    <StatusMessage kind="error" message="Không tìm thấy tin tức">
      <ButtonLink to="/tin-tuc" variant="outline">
        Xem tất cả tin tức
      </ButtonLink>
    </StatusMessage>
  );
}
