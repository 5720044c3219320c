import { createFileRoute } from '@tanstack/react-router';
import { sitemapXml } from '@/pages/sitemap';
import { xmlResponse } from '@/lib/xml';

export const Route = createFileRoute('/sitemap.xml')({
  server: {
    handlers: {
      GET: async ({ request }) => {
        const xml = await sitemapXml(new URL(request.url).searchParams.get('phan'), request.signal);
        return xml ? xmlResponse(xml) : new Response('Not found\n', { status: 404, headers: { 'Content-Type': 'text/plain; charset=utf-8' } });
      },
    },
  },
});
