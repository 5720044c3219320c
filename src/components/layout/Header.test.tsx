import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { listCambridgeSubCourses, listCourses } from '@/content/courses/course-queries';
import { buildSiteNavigation } from '@/content/site-navigation';
import { shell } from '@/i18n/vi/shell';
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
