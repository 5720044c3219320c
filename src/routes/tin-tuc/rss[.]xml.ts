import { createFileRoute } from '@tanstack/react-router';
import { newsFeedXml } from '@/features/news/news-feed';
import { xmlResponse } from '@/lib/xml';

export const Route = createFileRoute('/tin-tuc/rss.xml')({
  server: {
    handlers: {
      GET: async ({ request }) => xmlResponse(await newsFeedXml(request.signal), 'application/rss+xml'),
    },
  },
});
