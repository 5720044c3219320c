import { PageIntro } from '@/components/PageIntro';

export function NewsDetailPage() {
  return <PageIntro title="Tin Tức" />;
}
