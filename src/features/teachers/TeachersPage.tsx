import { PageIntro } from '@/components/PageIntro';
import { PageRegistration } from '@/features/registration';

export function TeachersPage() {
  return (
    <>
      <PageIntro title="Đội ngũ giáo viên">
        Những thầy cô tận tâm, đạt chuẩn Cambridge, luôn lấy học viên làm trung tâm.
      </PageIntro>
      <PageRegistration />
    </>
  );
}
