import { describe, expect, it } from 'vitest';
import { envDefaults } from '@/lib/env-defaults';
import { siteConfig } from '@/lib/site-config';
import { organization, pageHead } from './page-head';

const vietnamese = { locale: 'vi' } as const;

/** The JSON-LD graph a route's head carries. */
const graphOf = (head: ReturnType<typeof pageHead>) =>
  head.meta.flatMap((tag) => ('script:ld+json' in tag ? (tag['script:ld+json'] as { '@graph': Record<string, unknown>[] })['@graph'] : []));

describe("the centre's structured data", () => {
  it('carries the configured facts: address, map position, telephone, e-mail, opening hours and social profiles', () => {
    const [latitude, longitude] = envDefaults.VITE_SITE_GEO.split(',').map(Number);
    expect(organization()).toMatchObject({
      '@type': 'EducationalOrganization',
      name: siteConfig.fullName,
      telephone: envDefaults.VITE_SITE_PHONE,
      email: envDefaults.VITE_SITE_EMAIL,
      address: { '@type': 'PostalAddress', streetAddress: envDefaults.VITE_SITE_ADDRESS, addressCountry: 'VN' },
      location: {
        '@type': 'Place',
        address: { streetAddress: envDefaults.VITE_SITE_ADDRESS },
        geo: { '@type': 'GeoCoordinates', latitude, longitude },
        hasMap: `https://www.google.com/maps/dir/?api=1&destination=${latitude},${longitude}`,
        openingHoursSpecification: {
          '@type': 'OpeningHoursSpecification',
          dayOfWeek: ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'],
          opens: '08:00',
          closes: '21:00',
        },
      },
      sameAs: [envDefaults.VITE_FACEBOOK_URL, envDefaults.VITE_YOUTUBE_URL, envDefaults.VITE_ZALO_URL],
    });
    // The footer's line says the same hours.
    expect(siteConfig.openingHours).toBe('Thứ Hai - Chủ Nhật: 8:00 - 21:00');
  });

  it('is on a page that asks for it, and an inner page carries its breadcrumbs from the home page', () => {
    const graph = graphOf(
      pageHead(vietnamese, {
        title: 'Giới thiệu',
        description: 'Câu chuyện của trung tâm.',
        path: '/gioi-thieu',
        image: 'about',
        breadcrumbs: [{ name: 'Giới thiệu', path: '/gioi-thieu' }],
        structuredData: [organization()],
      }),
    );
    expect(graph.map((node) => node['@type'])).toEqual(['BreadcrumbList', 'EducationalOrganization']);
    expect(graph[0]).toMatchObject({
      itemListElement: [
        { position: 1, name: 'Trang chủ' },
        { position: 2, name: 'Giới thiệu', item: expect.stringMatching(/\/gioi-thieu$/) as unknown },
      ],
    });
  });
});
