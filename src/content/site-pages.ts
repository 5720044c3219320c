import type { LinkProps } from '@tanstack/react-router';
import { shell } from '@/i18n/vi/shell';

/** Where a link goes, in the router's typed form (path pattern plus params). */
export type NavTarget = Pick<LinkProps, 'to' | 'params' | 'activeOptions'>;

type PageNames = (typeof shell)['pages'];
/** The pages the header's menus name (`shell.pages.menu`), the footer's 'Về trung tâm' list, the site search. */
export type MenuPageId = keyof PageNames['menu'];
export type FooterPageId = keyof PageNames['footer'];
export type SearchPageId = keyof PageNames['search'];

/**
 * A page of the site that is not a course. How the header, the footer and the search name it is in
 * the shell part's words (`pages`): a page with a name there is in the menus, the footer, the search
 * (capitals as in docs/product.md#header); with none, it is not.
 */
export interface SitePage<Id extends string = string> {
  id: Id;
  to: NonNullable<LinkProps['to']>;
}

/**
 * The site's pages, in the order the menus and the search list them. Courses are added from the
 * catalogue (`site-navigation.ts`); the prerendered pages and the sitemap come from the route tree,
 * and a test checks every page here is one of them.
 */
export const sitePages: readonly SitePage[] = [
  { id: 'home', to: '/' },
  { id: 'courses', to: '/khoa-hoc' },
  { id: 'fees', to: '/hoc-phi' },
  { id: 'levelCheck', to: '/kiem-tra-trinh-do' },
  { id: 'about', to: '/gioi-thieu' },
  { id: 'teachers', to: '/giao-vien' },
  { id: 'students', to: '/hoc-vien' },
  { id: 'news', to: '/tin-tuc' },
  { id: 'faq', to: '/cau-hoi-thuong-gap' },
  { id: 'contact', to: '/lien-he' },
  { id: 'privacy', to: '/chinh-sach-bao-mat' },
];

/** The pages named in one of the shell's lists of pages (`names`: its Vietnamese one; English has the same keys). */
const namedIn =
  <Id extends string>(names: Record<Id, unknown>) =>
  (page: SitePage): page is SitePage<Id> =>
    page.id in names;

/** The header's page links: the first goes before the course menu, the rest after it. */
export const [menuPageBeforeCourses, ...menuPagesAfterCourses] = sitePages.filter(namedIn<MenuPageId>(shell.pages.menu));
export const footerPages = sitePages.filter(namedIn<FooterPageId>(shell.pages.footer));
export const searchPages = sitePages.filter(namedIn<SearchPageId>(shell.pages.search));
