import { createFileRoute } from '@tanstack/react-router';
import { keptArticles, sitemapXml } from '@/pages/sitemap';
import { xmlResponse } from '@/lib/xml';

export const Route = createFileRoute('/sitemap.xml')({
  server: {
    handlers: {
      GET: async ({ request }) => xmlResponse(await sitemapXml(new URL(request.url).searchParams.get('phan'), keptArticles)),
    },
  },
});
