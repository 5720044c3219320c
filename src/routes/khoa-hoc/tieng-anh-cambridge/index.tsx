import { createFileRoute } from '@tanstack/react-router';
import { CambridgePage } from '@/features/courses/CambridgePage';
import { pageHead } from '@/lib/page-title';

export const Route = createFileRoute('/khoa-hoc/tieng-anh-cambridge/')({
  head: () => pageHead('Tiếng Anh Cambridge', 'Lộ trình tiếng Anh chuẩn Cambridge cho bé từ 3 đến 15 tuổi.'),
  component: CambridgePage,
});
