import { PageIntro } from '@/components/PageIntro';
import { PageRegistration } from '@/features/registration';

export function CambridgePage() {
  return (
    <>
      <PageIntro title="Tiếng Anh Cambridge">
        Lộ trình chuẩn Cambridge cho bé từ 3 đến 15 tuổi: Starters, Movers, Flyers, KET và PET.
      </PageIntro>
      <PageRegistration />
    </>
  );
}
