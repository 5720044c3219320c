import { textOf } from '@/i18n/use-text';
import { students as studentsVi } from '@/i18n/vi/students';
import type { LocaleContext, PageHeadOptions } from '@/seo/page-head';

const path = '/hoc-vien';

/** '/hoc-vien''s head in the page's language, given by its loader (see contact-head.ts). */
export function studentsHead(context: LocaleContext): PageHeadOptions {
  const { head } = textOf(context, 'students', studentsVi);
  return { title: head.title, description: head.description, path, image: 'students', breadcrumbs: [{ name: head.title, path }] };
}
