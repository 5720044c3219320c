import { PageIntro } from '@/components/PageIntro';
import { siteConfig } from '@/lib/site-config';

export function HomePage() {
  return (
    <PageIntro title={siteConfig.fullName}>
      Tiếng Anh Cambridge, tiếng Anh giao tiếp và kỹ năng sống cho trẻ từ 3 đến 18 tuổi.
    </PageIntro>
  );
}
