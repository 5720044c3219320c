import { PageIntro } from '@/components/PageIntro';
import { PageRegistration } from '@/features/registration';

export function StudentsPage() {
  return (
    <>
      <PageIntro title="Học viên">Thành tích và cảm nhận của các học viên Mặt Trời Nhỏ.</PageIntro>
      <PageRegistration />
    </>
  );
}
