import { PageIntro } from '@/components/PageIntro';
import { PageRegistration } from '@/features/registration';

export function AboutPage() {
  return (
    <>
      <PageIntro title="Giới Thiệu">
        Hơn 5 năm đồng hành cùng các bé trên hành trình chinh phục tiếng Anh và kỹ năng sống.
      </PageIntro>
      <PageRegistration />
    </>
  );
}
