import { wordsIn } from '@/i18n/translated-text';
import { privacy } from '@/i18n/vi/privacy';
import type { LocaleContext, PageHeadOptions } from '@/seo/page-head';

const path = '/chinh-sach-bao-mat';

/** /chinh-sach-bao-mat's (and /en/privacy's) head, in the page's language: the page's words are its own module. */
export async function loadPrivacy(context: LocaleContext) {
  const { title, description } = (await wordsIn(context.locale, 'privacy', privacy)).head;
  const head: PageHeadOptions = { title, description, path, image: 'privacy', breadcrumbs: [{ name: title, path }] };
  return { head };
}
