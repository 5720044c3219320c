import { newsApi } from '@/lib/api/news.api';
import type { NewsTeaser } from '@/lib/api/news.schemas';
import { homeLatestCount } from './home-news-count';
import { loadHotNews } from './load-hot-news';
import { teaserOf } from './news-teaser';

export interface HomeNews {
  hot: NewsTeaser | null;
  latest: NewsTeaser[];
}

/** The home page's news block: the hot article (none is fine) and the four latest others. */
export async function loadHomeNews(signal?: AbortSignal): Promise<HomeNews> {
  const [hot, page] = await Promise.all([
    loadHotNews(signal),
    newsApi.listNews({ current: 1, pageSize: homeLatestCount + 1 }, { signal }),
  ]);
  const latest = page.news.filter((article) => article._id !== hot?._id).slice(0, homeLatestCount).map(teaserOf);
  return { hot, latest };
}
