import { PageIntro } from '@/components/PageIntro';

export function NewsListPage() {
  return <PageIntro title="Tin Tức">Tin tức, sự kiện và hoạt động mới nhất của trung tâm.</PageIntro>;
}
