import { fill } from '@/i18n/fill';
import { textOf } from '@/i18n/use-text';
import { contact as contactVi } from '@/i18n/vi/contact';
import { siteConfig } from '@/lib/site-config';
import type { LocaleContext, PageHeadOptions } from '@/seo/page-head';
import { addressIn } from './contact-facts';

const path = '/lien-he';

/**
 * '/lien-he''s head in the page's language, given by its loader, so that its words load with the
 * page, not with every page's code.
 */
export function contactHead(context: LocaleContext): PageHeadOptions {
  const text = textOf(context, 'contact', contactVi);
  return {
    title: text.head.title,
    description: fill(text.head.description, { address: addressIn(text, siteConfig.address) }),
    path,
    image: 'home',
    breadcrumbs: [{ name: text.head.title, path }],
  };
}
