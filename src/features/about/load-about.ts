import { getAboutContent } from '@/content/about/about-queries';
import { wordsIn } from '@/i18n/translated-text';
import { about } from '@/i18n/vi/about';
import type { LocaleContext, PageHeadOptions } from '@/seo/page-head';

const path = '/gioi-thieu';

/** What /gioi-thieu (and /en/about) shows, and its head, in the page's language. */
export async function loadAbout(context: LocaleContext) {
  const content = await getAboutContent(context.locale);
  const { title, description } = (await wordsIn(context.locale, 'about', about)).head;
  const head: PageHeadOptions = { title, description, path, image: 'about', breadcrumbs: [{ name: title, path }], describesCentre: true };
  return { content, head };
}
