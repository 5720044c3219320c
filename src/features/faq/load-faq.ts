import { listFaqGroups } from '@/content/faq/faq-queries';
import type { FaqGroup } from '@/content/faq/faq.types';
import { wordsIn } from '@/i18n/translated-text';
import { faq } from '@/i18n/vi/faq';
import type { LocaleContext, PageHeadOptions } from '@/seo/page-head';

const path = '/cau-hoi-thuong-gap';

/**
 * What /cau-hoi-thuong-gap (and /en/faq) shows, and its head, in the page's language, made here so
 * that its words load with the page, not with every page's code: the head's structured data is the
 * same questions as a schema.org FAQPage.
 */
export async function loadFaq(context: LocaleContext) {
  const groups = await listFaqGroups(context.locale);
  const words = (await wordsIn(context.locale, 'faq', faq)).head;
  const head: PageHeadOptions = {
    title: words.title,
    description: words.description,
    path,
    image: 'home',
    breadcrumbs: [{ name: words.title, path }],
    structuredData: [faqPage(groups)],
  };
  return { groups, head };
}

export type FaqData = Awaited<ReturnType<typeof loadFaq>>;

function faqPage(groups: readonly FaqGroup[]) {
  return {
    '@type': 'FAQPage',
    mainEntity: groups.flatMap((group) =>
      group.questions.map(({ question, answer }) => ({
        '@type': 'Question',
        name: question,
        acceptedAnswer: { '@type': 'Answer', text: answer },
      })),
    ),
  };
}
