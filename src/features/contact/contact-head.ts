import { siteConfig } from '@/lib/site-config';
import type { PageHeadOptions } from '@/seo/page-head';

const contact = { name: 'Liên hệ', path: '/lien-he' };

/** '/lien-he''s head, given by its loader, so that its words load with the page, not with every page's code. */
export const contactHead: PageHeadOptions = {
  title: contact.name,
  description: `Trung tâm Mặt Trời Nhỏ ở ${siteConfig.address}: hotline, Zalo, giờ mở cửa, chỉ đường, chỗ gửi xe, xe buýt và đưa đón bé.`,
  path: contact.path,
  image: 'home',
  breadcrumbs: [contact],
};
