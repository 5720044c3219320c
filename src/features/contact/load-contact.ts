import { getContactContent } from '@/content/contact/contact-queries';
import { fill } from '@/i18n/fill';
import { loadedWords, wordsIn } from '@/i18n/translated-text';
import { contact as contactText } from '@/i18n/vi/contact';
import { shell } from '@/i18n/vi/shell';
import { centreText } from '@/lib/site-config';
import type { LocaleContext, PageHeadOptions } from '@/seo/page-head';

const path = '/lien-he';

/** What /lien-he (and /en/contact) shows, and its head, in the page's language. */
export async function loadContact(context: LocaleContext) {
  const content = await getContactContent(context.locale);
  const text = await wordsIn(context.locale, 'contact', contactText);
  const head: PageHeadOptions = {
    title: text.head.title,
    description: fill(text.head.description, { address: centreText(loadedWords(context.locale, 'shell', shell)).address }),
    path,
    image: 'home',
    breadcrumbs: [{ name: text.head.title, path }],
  };
  return { content, head };
}
