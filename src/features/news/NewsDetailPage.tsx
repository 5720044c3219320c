import { PageIntro } from '@/components/PageIntro';
import type { NewsArticle } from './api/news.schemas';

export function NewsDetailPage({ article }: { article: NewsArticle }) {
  return <PageIntro title={article.title}>{article.summary}</PageIntro>;
}
