import { describe, expect, it } from 'vitest';
import { loadEveryPart } from '@/i18n/translated-text';
import { envDefaults } from '@/lib/env-defaults';
import { centreText, siteConfig } from '@/lib/site-config';
import { documentHead, newsFeedTitle, organization, pageHead, siteUrl } from './page-head';

// The shell's English words, which every head reads, loaded as the render server loads them.
const englishText = await loadEveryPart('en');

const vietnamese = { locale: 'vi' } as const;
const english = { locale: 'en' } as const;

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

describe('the centre in English', () => {
  it('has its English name and the same opening hours, worded in English', () => {
    expect(centreText(englishText.shell)).toEqual({
      fullName: 'Mặt Trời Nhỏ English and Life Skills Centre',
      address: '25 Street No. 7, An Khánh Ward, Ho Chi Minh City',
      openingHours: 'Monday to Sunday: 8:00–21:00',
    });
    expect(centreText(englishText.shell).fullName).not.toBe(siteConfig.fullName);
  });

  it('is named in English in an English page\'s structured data and share picture', () => {
    expect(organization(english)).toMatchObject({ name: 'Mặt Trời Nhỏ English and Life Skills Centre', alternateName: 'Mặt Trời Nhỏ' });
    // The same address, in the form English writes it, and the English share picture.
    expect(organization(english)).toMatchObject({
      address: { streetAddress: '25 Street No. 7, An Khánh Ward, Ho Chi Minh City' },
      location: { address: { streetAddress: '25 Street No. 7, An Khánh Ward, Ho Chi Minh City' } },
      image: expect.stringMatching(/\/images\/share\/en\/home\.png$/) as unknown,
    });
    expect(organization(vietnamese).name).toBe('Trung tâm Anh ngữ và Kỹ năng sống Mặt Trời Nhỏ');
    const head = pageHead(english, { description: 'English and life skills for children.', path: '/', image: 'home' });
    expect(head.meta).toContainEqual({ property: 'og:image:alt', content: 'Mặt Trời Nhỏ English and Life Skills Centre' });
    expect(head.meta).toContainEqual({ title: 'Mặt Trời Nhỏ - English and life skills for children' });
  });

  it("an English page's link preview is the English share picture, a Vietnamese page's the Vietnamese one", () => {
    const image = (context: typeof english | typeof vietnamese) =>
      pageHead(context, { description: 'x', path: '/hoc-vien', image: 'students' }).meta.filter((tag) => 'property' in tag || 'name' in tag);
    expect(image(english)).toContainEqual({ property: 'og:image', content: expect.stringMatching(/\/images\/share\/en\/students\.png$/) as unknown });
    expect(image(english)).toContainEqual({ name: 'twitter:image', content: expect.stringMatching(/\/images\/share\/en\/students\.png$/) as unknown });
    expect(image(vietnamese)).toContainEqual({ property: 'og:image', content: siteUrl('/images/share/students.png') });
  });

  it("an English page's head says the news feed is in Vietnamese; the feed keeps its Vietnamese title", () => {
    const feedTitle = (context: Parameters<typeof documentHead>[0]) =>
      documentHead(context).links.find((link) => link.type === 'application/rss+xml')?.title;
    expect(feedTitle(vietnamese)).toBe('Tin tức và sự kiện - Mặt Trời Nhỏ');
    expect(newsFeedTitle).toBe('Tin tức và sự kiện - Mặt Trời Nhỏ');
    expect(feedTitle(english)).toBe('News and events (in Vietnamese) | Mặt Trời Nhỏ');
  });
});
