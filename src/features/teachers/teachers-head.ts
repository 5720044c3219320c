import { textOf } from '@/i18n/use-text';
import { teachers as teachersVi } from '@/i18n/vi/teachers';
import type { LocaleContext, PageHeadOptions } from '@/seo/page-head';

const path = '/giao-vien';

/** '/giao-vien''s head in the page's language, given by its loader (see contact-head.ts). */
export function teachersHead(context: LocaleContext): PageHeadOptions {
  const { head } = textOf(context, 'teachers', teachersVi);
  return { title: head.title, description: head.description, path, image: 'teachers', breadcrumbs: [{ name: head.title, path }] };
}
