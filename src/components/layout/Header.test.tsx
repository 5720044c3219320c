import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { renderApp, setViewportWidth } from '../../../tests/setup/render';

const desktopNav = () => within(screen.getAllByRole('navigation', { name: 'Menu chính' })[0]!);
const courseMenuButton = () => desktopNav().getByRole('button', { name: 'Chương Trình Học' });

/**
 * Points at 'Chương Trình Học', which loads the course menu, and waits until the menu has taken the
 * button's place: a click aimed at the button it replaced would go to a detached element (a real
 * pointer presses whatever is under it).
 */
async function pointAtCourseMenu(user: ReturnType<typeof userEvent.setup>) {
  const standIn = courseMenuButton();
  await user.hover(standIn);
  await waitFor(() => expect(courseMenuButton()).not.toBe(standIn));
}

describe('header', () => {
  it('lists every course in the desktop menu and flips its arrow', async () => {
    const user = userEvent.setup();
    // The menu's code is compiled ahead: on a cold run that alone takes seconds here. (Loading it on
    // first use, and a press during that load, are tested in DesktopNav.test.tsx.)
    await import('./CourseMenu');
    await renderApp('/chinh-sach-bao-mat');
    expect(courseMenuButton().querySelector('svg')).not.toHaveAttribute('data-open');
    await pointAtCourseMenu(user);
    await user.click(courseMenuButton());
    const menu = await screen.findByRole('menu');
    expect(within(menu).getAllByRole('menuitem').map((item) => item.textContent)).toEqual([
      'Kỹ Năng Sống',
      'Tiếng Anh Cambridge',
      'Tiếng Anh Giao Tiếp',
    ]);
    expect(courseMenuButton().querySelector('svg')).toHaveAttribute('data-open');
  });

  it.each([
    ['Kỹ Năng Sống', '/khoa-hoc/ky-nang-song/1'],
    ['Tiếng Anh Cambridge', '/khoa-hoc/tieng-anh-cambridge'],
    ['Tiếng Anh Giao Tiếp', '/khoa-hoc/8'],
  ])('desktop: choosing %s closes the menu and goes to %s', async (title, path) => {
    const user = userEvent.setup();
    const { router } = await renderApp('/gioi-thieu');
    await pointAtCourseMenu(user);
    await user.click(courseMenuButton());
    await user.click(await screen.findByRole('menuitem', { name: title }, { timeout: 5000 }));
    await waitFor(() => expect(router.state.location.pathname).toBe(path));
    await waitFor(() => expect(screen.queryByRole('menu')).not.toBeInTheDocument());
  });

  describe('on a 390 px phone', () => {
  beforeEach(() => setViewportWidth(390));
  afterEach(() => setViewportWidth(1024));

  it.each([
    ['Kỹ Năng Sống', '/khoa-hoc/ky-nang-song/1'],
    ['Tiếng Anh Cambridge', '/khoa-hoc/tieng-anh-cambridge'],
    ['Tiếng Anh Giao Tiếp', '/khoa-hoc/8'],
  ])('mobile: choosing %s closes the drawer and goes to %s', async (title, path) => {
    const user = userEvent.setup();
    const { router } = await renderApp('/');
    await user.click(screen.getByRole('button', { name: 'Mở menu' }));
    const drawer = await screen.findByRole('dialog', { name: 'Menu' });
    await user.click(within(drawer).getByRole('button', { name: 'Chương Trình Học' }));
    await user.click(within(drawer).getByRole('link', { name: title }));
    await waitFor(() => expect(router.state.location.pathname).toBe(path));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Menu' })).not.toBeInTheDocument());
  });

  it('mobile: closing the drawer folds the course list back up', async () => {
    const user = userEvent.setup();
    await renderApp('/');
    await user.click(screen.getByRole('button', { name: 'Mở menu' }));
    let drawer = await screen.findByRole('dialog', { name: 'Menu' });
    const toggle = within(drawer).getByRole('button', { name: 'Chương Trình Học' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');

    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Menu' })).not.toBeInTheDocument());

    await user.click(screen.getByRole('button', { name: 'Mở menu' }));
    drawer = await screen.findByRole('dialog', { name: 'Menu' });
    expect(within(drawer).getByRole('button', { name: 'Chương Trình Học' })).toHaveAttribute('aria-expanded', 'false');
  });

  });

  it('shows the contact bar: a tel: phone link, search and the language', async () => {
    await renderApp('/');
    expect(screen.getByRole('link', { name: /Gọi trung tâm/ })).toHaveAttribute('href', 'tel:0901234567');
    expect(screen.getByRole('button', { name: 'Tìm Kiếm' })).toBeInTheDocument();
    expect(screen.getByText('Ngôn ngữ: Tiếng Việt')).toBeInTheDocument();
  });

  it('search finds a course without accents and opens it', { timeout: 40_000 }, async () => {
    const user = userEvent.setup();
    const { router } = await renderApp('/');
    await user.click(screen.getByRole('button', { name: 'Tìm Kiếm' }));
    // Its code loads on first use. In this file the dialog shows about 5 s after the click when an
    // earlier test rendered the home page (1.3 s alone; not explained yet): a longer wait than 5 s.
    const field = await screen.findByRole('textbox', { name: 'Tìm kiếm trên trang web' }, { timeout: 20_000 });
    await user.type(field, 'tieng anh tieu hoc');
    await user.click(await screen.findByRole('button', { name: /Tiếng Anh Tiểu Học/ }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/khoa-hoc/tieng-anh-cambridge/5'));
  });

  it('offers the brochure as a PDF download', async () => {
    await renderApp('/');
    for (const link of screen.getAllByRole('link', { name: /Tải Broucher/ })) {
      expect(link).toHaveAttribute('href', '/brochure/mat-troi-nho-brochure.pdf');
      expect(link).toHaveAttribute('download');
    }
  });
});
