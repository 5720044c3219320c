import { listFaqGroups } from '@/content/faq/faq-queries';
import type { FaqGroup } from '@/content/faq/faq.types';
import type { PageHeadOptions } from '@/seo/page-head';

const path = '/cau-hoi-thuong-gap';

/**
 * What /cau-hoi-thuong-gap shows, and its head, made here so that its words load with the page,
 * not with every page's code: the head's structured data is the same questions as a schema.org
 * FAQPage.
 */
export async function loadFaq() {
  const groups = await listFaqGroups();
  const head: PageHeadOptions = {
    title: 'Câu hỏi thường gặp',
    description:
      'Ba mẹ hỏi, Mặt Trời Nhỏ trả lời: bé mấy tuổi bắt đầu học, sĩ số lớp, giáo viên, học thử, học phí, học bù, đưa đón và thi Cambridge.',
    path,
    image: 'home',
    breadcrumbs: [{ name: 'Câu hỏi thường gặp', path }],
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
