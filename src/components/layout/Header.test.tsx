import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { listCambridgeSubCourses, listCourses } from '@/content/courses/course-queries';
import { buildSiteNavigation } from '@/content/site-navigation';
import { shell as englishShell } from '@/i18n/en/shell';
import { shell } from '@/i18n/vi/shell';
import { siteConfig } from '@/lib/site-config';
import { renderWithRouter, setViewportWidth } from '../../../tests/setup/render';
import { SiteLayout } from './SiteLayout';

const desktopNav = () => within(screen.getAllByRole('navigation', { name: 'Menu chính' })[0]!);
const courseTitles = ['Tất cả khóa học', 'Học phí và lịch học', 'Kỹ Năng Sống', 'Tiếng Anh Cambridge', 'Tiếng Anh Giao Tiếp'];
const coursePaths = ['/khoa-hoc', '/hoc-phi', '/khoa-hoc/ky-nang-song/1', '/khoa-hoc/tieng-anh-cambridge', '/khoa-hoc/8'];

/** The layout every page has (contact bar, header, footer), around an empty page at `path`. */
async function renderLayout(path = '/') {
  const { courses, searchEntries } = buildSiteNavigation(await listCourses('vi'), await listCambridgeSubCourses('vi'), { locale: 'vi', words: shell });
  return renderWithRouter(<SiteLayout courses={courses} searchEntries={searchEntries} children={null} />, path);
}

/** The same layout on an English page (`path`: an English address), its menus built as the root route builds them there. */
async function renderEnglishLayout(path = '/en/about') {
  const courses = await listCourses('en');
  const { courses: menu, searchEntries } = buildSiteNavigation(courses, await listCambridgeSubCourses('en'), { locale: 'en', words: englishShell });
  return { courses, ...(await renderWithRouter(<SiteLayout courses={menu} searchEntries={searchEntries} children={null} />, path)) };
}

const englishCoursePaths = ['/en/courses', '/en/fees', '/en/courses/life-skills/1', '/en/courses/cambridge-english', '/en/courses/8'];
/** A letter only Vietnamese writes (a tone or vowel mark, đ). */
const vietnameseLetter = /[àáảãạăắằẳẵặâấầẩẫậđèéẻẽẹêếềểễệìíỉĩịòóỏõọôốồổỗộơớờởỡợùúủũụưứừửữựỳýỷỹỵ]/i;

// The menus are native popovers, opened and closed by the browser (happy-dom has no popovers):
// here, what they hold and where their links go; their behaviour is tested in a browser
// (tests/e2e/navigation.spec.ts, first-taps.spec.ts).
describe('header', () => {
  it('the desktop course menu is a popover of its button: all courses, the fees, then each course', async () => {
    await renderLayout('/chinh-sach-bao-mat');
    const button = desktopNav().getByRole('button', { name: 'Chương Trình Học' });
    const menu = document.getElementById(button.getAttribute('popovertarget')!)!;
    expect(menu).toHaveAttribute('popover', 'auto');
    const links = within(menu).getAllByRole('link', { hidden: true });
    expect(links.map((link) => link.textContent)).toEqual(courseTitles);
    expect(links.map((link) => link.getAttribute('href'))).toEqual(coursePaths);
  });

  it.each(courseTitles.map((title, index) => [title, coursePaths[index]]))(
    'desktop: choosing %s goes to %s',
    async (title, path) => {
      const user = userEvent.setup();
      const { router } = await renderLayout('/gioi-thieu');
      await user.click(within(document.getElementById('course-menu')!).getByRole('link', { name: title, hidden: true }));
      await waitFor(() => expect(router.state.location.pathname).toBe(path));
    },
  );

  describe('on a 390 px phone', () => {
  beforeEach(() => setViewportWidth(390));
  afterEach(() => setViewportWidth(1024));

  it('the menu button opens a drawer with the pages and a course list that unfolds: all courses, the fees, then each course', async () => {
    await renderLayout();
    const button = screen.getByRole('button', { name: 'Mở menu' });
    const drawer = document.getElementById(button.getAttribute('popovertarget')!)!;
    expect(drawer).toHaveAttribute('popover', 'auto');
    expect(drawer).toHaveAttribute('role', 'dialog');
    expect(within(drawer).getByRole('heading', { name: 'Menu', hidden: true })).toBeInTheDocument();
    expect(within(drawer).getByRole('button', { name: 'Đóng menu', hidden: true })).toHaveAttribute('popovertargetaction', 'hide');
    const courseList = drawer.querySelector('details')!;
    expect(courseList.querySelector('summary')).toHaveTextContent('Chương Trình Học');
    expect(within(courseList).getAllByRole('link', { hidden: true }).map((link) => link.getAttribute('href'))).toEqual(coursePaths);
  });

  it.each(courseTitles.map((title, index) => [title, coursePaths[index]]))(
    'mobile: choosing %s goes to %s',
    async (title, path) => {
      const user = userEvent.setup();
      const { router } = await renderLayout();
      await user.click(within(document.getElementById('mobile-menu')!).getByRole('link', { name: title, hidden: true }));
      await waitFor(() => expect(router.state.location.pathname).toBe(path));
    },
  );
  });

  it('the footer lists all courses, the fees, then each course', async () => {
    await renderLayout();
    const footerCourses = within(screen.getByRole('navigation', { name: 'Chương trình học' }));
    expect(footerCourses.getAllByRole('link').map((link) => link.getAttribute('href'))).toEqual(coursePaths);
  });

  it('shows the contact bar: a tel: phone link, search and the language', async () => {
    await renderLayout();
    expect(screen.getByRole('link', { name: /Gọi trung tâm/ })).toHaveAttribute('href', 'tel:0901234567');
    expect(screen.getByRole('button', { name: 'Tìm Kiếm' })).toBeInTheDocument();
    expect(screen.getByText('Ngôn ngữ: Tiếng Việt')).toBeInTheDocument();
  });

  it('search finds a course without accents and opens it', async () => {
    const user = userEvent.setup();
    const { router } = await renderLayout();
    await user.click(screen.getByRole('button', { name: 'Tìm Kiếm' }));
    // Its code loads on first use.
    const field = await screen.findByRole('textbox', { name: 'Tìm kiếm trên trang web' });
    await user.type(field, 'tieng anh tieu hoc');
    await user.click(await screen.findByRole('button', { name: /Tiếng Anh Tiểu Học/ }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/khoa-hoc/tieng-anh-cambridge/5'));
  });

  it('offers the brochure as a PDF download', async () => {
    await renderLayout();
    for (const link of screen.getAllByRole('link', { name: /Tải Broucher/ })) {
      expect(link).toHaveAttribute('href', '/brochure/mat-troi-nho-brochure.pdf');
      expect(link).toHaveAttribute('download');
    }
  });
});

describe('header, menus and footer on an English page', () => {
  it('the desktop header names its menus in English and links to English addresses', async () => {
    await renderEnglishLayout();
    const nav = within(screen.getAllByRole('navigation', { name: 'Main menu' })[0]!);
    expect(nav.getByRole('link', { name: 'About us' })).toHaveAttribute('href', '/en/about');
    expect(nav.getByRole('link', { name: 'News' })).toHaveAttribute('href', '/en/news');
    const button = nav.getByRole('button', { name: 'Courses' });
    const links = within(document.getElementById(button.getAttribute('popovertarget')!)!).getAllByRole('link', { hidden: true });
    expect(links.slice(0, 2).map((link) => link.textContent)).toEqual(['All courses', 'Fees and timetable']);
    expect(links.map((link) => link.getAttribute('href'))).toEqual(englishCoursePaths);
    expect(screen.getByRole('link', { name: 'Mặt Trời Nhỏ home page' })).toHaveAttribute('href', '/en');
  });

  it("'Register now' goes to the English home page's form", async () => {
    await renderEnglishLayout('/en/privacy');
    for (const link of screen.getAllByRole('link', { name: 'Register now', hidden: true })) {
      expect(link).toHaveAttribute('href', '/en#dang-ky');
    }
  });

  it('says the brochure is in Vietnamese', async () => {
    await renderEnglishLayout();
    const links = screen.getAllByRole('link', { name: 'Download brochure (in Vietnamese)', hidden: true });
    expect(links).toHaveLength(2);
    for (const link of links) {
      expect(link).toHaveAttribute('href', '/brochure/mat-troi-nho-brochure.pdf');
      expect(link).toHaveAttribute('hreflang', 'vi');
    }
  });

  it('the contact bar, the skip link and the colour scheme toggle speak English', async () => {
    await renderEnglishLayout();
    expect(screen.getByRole('link', { name: /^Call the centre:/ })).toHaveAttribute('href', siteConfig.phoneHref);
    expect(screen.getAllByRole('link', { name: 'Contact', hidden: true }).map((link) => link.getAttribute('href'))).toEqual(['/en/contact', '/en/contact']);
    expect(screen.getByRole('button', { name: 'Search' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Skip to main content' })).toHaveAttribute('href', '#noi-dung');
    expect(screen.getByRole('button', { name: 'Switch to dark mode' })).toBeInTheDocument();
  });

  it('the search finds pages by their English names and opens their English address', async () => {
    const user = userEvent.setup();
    const { router } = await renderEnglishLayout();
    await user.click(screen.getByRole('button', { name: 'Search' }));
    const field = await screen.findByRole('textbox', { name: 'Search the website' });
    expect(field).toHaveAttribute('placeholder', 'Search for a course or a page…');
    await user.type(field, 'timetable');
    await user.click(await screen.findByRole('button', { name: /Fees and timetable/ }));
    await waitFor(() => expect(router.state.location.publicHref).toBe('/en/fees'));
  });

  it('the search finds a course and a page by words their names do not say (IELTS, privacy)', async () => {
    const user = userEvent.setup();
    const { router } = await renderEnglishLayout();
    await user.click(screen.getByRole('button', { name: 'Search' }));
    const field = await screen.findByRole('textbox', { name: 'Search the website' });
    await user.type(field, 'privacy');
    expect(await screen.findByRole('button', { name: /Privacy policy/ })).toBeInTheDocument();
    await user.clear(field);
    await user.type(field, 'IELTS');
    const results = await screen.findAllByRole('button', { name: /Upper secondary English|Students/ });
    expect(results[0]).toHaveTextContent('Upper secondary English');
    await user.click(results[0]!);
    await waitFor(() => expect(router.state.location.publicHref).toBe('/en/courses/cambridge-english/7'));
  });

  it('the search says so when nothing matches', async () => {
    const user = userEvent.setup();
    await renderEnglishLayout();
    await user.click(screen.getByRole('button', { name: 'Search' }));
    await user.type(await screen.findByRole('textbox', { name: 'Search the website' }), 'zzzz');
    expect(await screen.findByText('Nothing matches your search')).toBeInTheDocument();
  });

  it('the footer: the centre in English, its hours, its courses and pages at English addresses', async () => {
    await renderEnglishLayout();
    const footer = within(screen.getByRole('contentinfo'));
    expect(footer.getByRole('heading', { name: 'Mặt Trời Nhỏ English and Life Skills Centre' })).toBeInTheDocument();
    expect(footer.getByText('Monday to Sunday: 8:00–21:00')).toBeInTheDocument();
    expect(footer.getByText('Address:')).toBeInTheDocument();
    expect(footer.getByRole('link', { name: 'Mặt Trời Nhỏ on Facebook (opens in a new tab)' })).toHaveAttribute('href', siteConfig.social[0].href);
    expect(footer.getByText(`© ${siteConfig.copyrightYear} Mặt Trời Nhỏ English and Life Skills Centre. All rights reserved.`)).toBeInTheDocument();
    const courses = within(footer.getByRole('navigation', { name: 'Courses' })).getAllByRole('link');
    expect(courses.map((link) => link.getAttribute('href'))).toEqual(englishCoursePaths);
    const pages = within(footer.getByRole('navigation', { name: 'About the centre' })).getAllByRole('link');
    expect(pages.map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['About us', '/en/about'],
      ['Our teachers', '/en/teachers'],
      ['Our students', '/en/students'],
      ['News and events', '/en/news'],
      ['Frequently asked questions', '/en/faq'],
      ['Contact and directions', '/en/contact'],
    ]);
  });

  it('says nothing in Vietnamese but names: the centre, the ward in the English address, course titles and the language switch', async () => {
    const { courses } = await renderEnglishLayout();
    expect(screen.getByRole('contentinfo')).toHaveTextContent('Address: 25 Street No. 7, An Khánh Ward, Ho Chi Minh City');
    const names = ['Mặt Trời Nhỏ', 'An Khánh', 'Tiếng Việt', ...courses.map((course) => course.title)];
    const text = names.reduce((rest, name) => rest.replaceAll(name, ''), document.body.textContent ?? '');
    expect(text).not.toMatch(vietnameseLetter);
    const labels = [...document.querySelectorAll('[aria-label], [title], [alt], [placeholder]')].flatMap((element) =>
      ['aria-label', 'title', 'alt', 'placeholder'].map((name) => element.getAttribute(name) ?? ''),
    );
    expect(labels.map((label) => names.reduce((rest, name) => rest.replaceAll(name, ''), label)).filter((label) => vietnameseLetter.test(label))).toEqual([]);
  });

  describe('on a 390 px phone', () => {
    beforeEach(() => setViewportWidth(390));
    afterEach(() => setViewportWidth(1024));

    it('the drawer names its parts in English and links to English addresses', async () => {
      await renderEnglishLayout();
      const button = screen.getByRole('button', { name: 'Open the menu' });
      const drawer = within(document.getElementById(button.getAttribute('popovertarget')!)!);
      expect(drawer.getByRole('heading', { name: 'Menu', hidden: true })).toBeInTheDocument();
      expect(drawer.getByRole('button', { name: 'Close the menu', hidden: true })).toBeInTheDocument();
      const nav = within(drawer.getByRole('navigation', { name: 'Main menu', hidden: true }));
      expect(nav.getByText('Courses')).toBeInTheDocument();
      const links = nav.getAllByRole('link', { hidden: true });
      expect(links.map((link) => link.getAttribute('href'))).toEqual(['/en/about', ...englishCoursePaths, '/en/news', '/en/contact']);
      expect(links.slice(1, 3).map((link) => link.textContent)).toEqual(['All courses', 'Fees and timetable']);
      expect(drawer.getByRole('link', { name: `Call ${siteConfig.phone}`, hidden: true })).toHaveAttribute('href', siteConfig.phoneHref);
      expect(drawer.getByRole('link', { name: 'Register now', hidden: true })).toHaveAttribute('href', '/en#dang-ky');
    });

    it('choosing a course in the drawer goes to its English address', async () => {
      const user = userEvent.setup();
      const { router } = await renderEnglishLayout();
      await user.click(within(document.getElementById('mobile-menu')!).getByRole('link', { name: 'Fees and timetable', hidden: true }));
      await waitFor(() => expect(router.state.location.publicHref).toBe('/en/fees'));
    });
  });
});
