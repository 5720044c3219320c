import type { LinkProps } from '@tanstack/react-router';

/** Where a link goes, in the router's typed form (path pattern plus params). */
export type NavTarget = Pick<LinkProps, 'to' | 'params' | 'activeOptions'>;

/** A page of the site that is not a course: how the header, the footer and the search name it. */
export interface SitePage {
  id: string;
  to: NonNullable<LinkProps['to']>;
  /** Its name in the header's menus (capitals as in docs/product.md#header); none: not in the header. */
  menuLabel?: string;
  /** Its name in the footer's 'Về trung tâm' list; none: not there. */
  footerLabel?: string;
  /** Its name and line in the site search; none: not offered there. */
  search?: { label: string; description: string };
}

/**
 * The site's pages, in the order the menus and the search list them. Courses are added from the
 * catalogue (`site-navigation.ts`); the prerendered pages and the sitemap come from the route tree,
 * and a test checks every page here is one of them.
 */
export const sitePages: readonly SitePage[] = [
  {
    id: 'home',
    to: '/',
    search: { label: 'Trang chủ', description: 'Giới thiệu chung, chương trình học, giáo viên, tin tức' },
  },
  {
    id: 'courses',
    to: '/khoa-hoc',
    search: { label: 'Tất cả khóa học', description: 'Mọi khóa học của trung tâm, tìm theo tuổi của bé' },
  },
  {
    id: 'fees',
    to: '/hoc-phi',
    search: { label: 'Học phí và lịch học', description: 'Học phí, giờ học, sĩ số, ưu đãi, học bù và hoàn phí' },
  },
  {
    id: 'about',
    to: '/gioi-thieu',
    menuLabel: 'Giới Thiệu',
    footerLabel: 'Giới thiệu',
    search: { label: 'Giới Thiệu', description: 'Lịch sử, tầm nhìn, sứ mệnh và giá trị cốt lõi của trung tâm' },
  },
  {
    id: 'teachers',
    to: '/giao-vien',
    footerLabel: 'Đội ngũ giáo viên',
    search: { label: 'Giáo viên', description: 'Đội ngũ giáo viên đạt chuẩn Cambridge' },
  },
  {
    id: 'students',
    to: '/hoc-vien',
    footerLabel: 'Học viên tiêu biểu',
    search: { label: 'Học viên', description: 'Thành tích và cảm nhận của học viên' },
  },
  {
    id: 'news',
    to: '/tin-tuc',
    menuLabel: 'Tin Tức',
    footerLabel: 'Tin tức và sự kiện',
    search: { label: 'Tin Tức', description: 'Tin tức, sự kiện và hoạt động của trung tâm' },
  },
  {
    id: 'faq',
    to: '/cau-hoi-thuong-gap',
    footerLabel: 'Câu hỏi thường gặp',
    search: { label: 'Câu hỏi thường gặp', description: 'Độ tuổi, sĩ số, học thử, học phí, học bù, đưa đón, thi Cambridge' },
  },
  {
    id: 'contact',
    to: '/lien-he',
    footerLabel: 'Liên hệ và chỉ đường',
    search: { label: 'Liên hệ', description: 'Địa chỉ, hotline, Zalo, giờ mở cửa, bản đồ và chỉ đường' },
  },
  { id: 'privacy', to: '/chinh-sach-bao-mat' },
];

const withMenuLabel = (page: SitePage): page is SitePage & { menuLabel: string } => page.menuLabel !== undefined;
const withFooterLabel = (page: SitePage): page is SitePage & { footerLabel: string } => page.footerLabel !== undefined;

/** The header's page links: the first goes before the course menu, the rest after it. */
export const [menuPageBeforeCourses, ...menuPagesAfterCourses] = sitePages.filter(withMenuLabel);
export const footerPages = sitePages.filter(withFooterLabel);
