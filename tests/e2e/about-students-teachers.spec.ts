import type { Page } from '@playwright/test';
import { axeViolationsInEachScheme, calmTopOfPhonePicture, expect, gotoApp, isPhone, test } from './fixtures';

const pages = [
  {
    path: '/gioi-thieu',
    hero: 'about',
    sections: ['CHẶNG ĐƯỜNG PHÁT TRIỂN', 'THÔNG ĐIỆP TỪ NHÀ SÁNG LẬP', 'TẦM NHÌN VÀ SỨ MỆNH', 'GIÁ TRỊ CỐT LÕI', 'ĐỐI TÁC'],
  },
  {
    path: '/hoc-vien',
    hero: 'students',
    sections: ['VINH DANH HỌC VIÊN', 'PHỤ HUYNH NÓI GÌ VỀ MẶT TRỜI NHỎ', 'CẢM NHẬN CỦA HỌC VIÊN'],
  },
  { path: '/giao-vien', hero: 'teachers', sections: ['GẶP GỠ THẦY CÔ', 'TUYỂN CHỌN VÀ ĐÀO TẠO GIÁO VIÊN'] },
] as const;

const galleryName = 'Khoảnh khắc của học viên';

/** Whether anything is wider than the window (a sideways scroll on a phone). */
const overflows = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth > window.innerWidth);

// The hero's picture is the phone's or the desktop's, nothing may be wider than the screen, and axe
// reads what each width shows, in the light and dark schemes.
test.describe('about, students and teachers pages, at each width', { tag: '@both-widths' }, () => {
  test.use({ reducedMotion: 'reduce' });

  for (const { path, hero, sections } of pages) {
    test(`${path}: hero, its sections in order, the registration block last; no WCAG A/AA violations`, async ({ page }) => {
      await gotoApp(page, path);
      const main = page.getByRole('main');
      await expect(main.getByRole('heading', { level: 1 })).toBeVisible();
      const heroImage = main.locator('section').first().locator('img');
      await expect.poll(() => heroImage.evaluate((img: HTMLImageElement) => img.currentSrc)).toContain(
        page.viewportSize()!.width < 576 ? `${hero}-mobile.svg` : `${hero}.svg`,
      );
      // The title, its lead and its button cover only the picture's calm part: its top on phones,
      // its left on desktop, never the people drawn in it.
      const text = await main.getByRole('heading', { level: 1 }).locator('..').boundingBox();
      const picture = await heroImage.boundingBox();
      if (isPhone(page)) expect(text!.y + text!.height).toBeLessThanOrEqual(picture!.y + picture!.height * calmTopOfPhonePicture + 1);
      else expect(text!.x + text!.width).toBeLessThanOrEqual(picture!.x + picture!.width / 2);
      const headings = await main.getByRole('heading', { level: 2 }).allTextContents();
      expect(headings.slice(0, sections.length)).toEqual([...sections]);
      await expect(main.locator('section').last()).toHaveAttribute('id', 'dang-ky');
      await expect(page.locator('#dang-ky').getByRole('button', { name: 'Gửi đăng ký' })).toBeVisible();
      expect(await overflows(page)).toBe(false);
      expect(await axeViolationsInEachScheme(page)).toEqual({ light: [], dark: [] });
    });
  }
});

test.describe('about, students and teachers pages', () => {
  test('about: five periods on a timeline, four values, six partners', { tag: '@both-widths' }, async ({ page }) => {
    await gotoApp(page, '/gioi-thieu');
    const story = page.getByRole('region', { name: 'CHẶNG ĐƯỜNG PHÁT TRIỂN' });
    const periods = story.getByRole('listitem');
    await expect(periods).toHaveCount(5);
    await expect(periods.getByRole('img')).toHaveCount(5);
    // Desktop alternates sides: the first period's text is left of its picture, the second's right.
    const side = async (index: number) => {
      const text = (await periods.nth(index).getByRole('heading').boundingBox())!;
      const picture = (await periods.nth(index).getByRole('img').boundingBox())!;
      return text.x < picture.x ? 'left' : 'right';
    };
    if (isPhone(page)) {
      const first = (await periods.nth(0).getByRole('heading').boundingBox())!;
      const second = (await periods.nth(1).getByRole('heading').boundingBox())!;
      expect(Math.abs(first.x - second.x)).toBeLessThan(2);
    } else {
      expect([await side(0), await side(1), await side(2)]).toEqual(['left', 'right', 'left']);
    }
    await expect(page.getByRole('region', { name: 'THÔNG ĐIỆP TỪ NHÀ SÁNG LẬP' }).getByRole('figure')).toContainText('Lê Minh Châu');
    await expect(page.getByRole('region', { name: 'GIÁ TRỊ CỐT LÕI' }).getByRole('listitem')).toHaveCount(4);
    await expect(page.getByRole('region', { name: 'ĐỐI TÁC' }).getByRole('img', { name: 'British Council' })).toBeVisible();
  });

  test('teachers: eight full profiles', async ({ page }) => {
    await gotoApp(page, '/giao-vien');
    const team = page.getByRole('region', { name: 'GẶP GỠ THẦY CÔ' });
    await expect(team.getByRole('article')).toHaveCount(8);
    const ha = team.getByRole('article', { name: 'Nguyễn Thu Hà' });
    await expect(ha.getByText('IELTS 8.5')).toBeVisible();
    await expect(ha.locator('blockquote')).toBeVisible();
  });

  test('students gallery: 8 pictures and "Xem thêm" on desktop, a carousel on phones', { tag: '@both-widths' }, async ({ page }) => {
    await gotoApp(page, '/hoc-vien');
    const section = page.getByRole('region', { name: 'CẢM NHẬN CỦA HỌC VIÊN' });
    const grid = section.getByRole('list', { name: galleryName });
    const carousel = section.getByRole('region', { name: galleryName, exact: true });
    if (isPhone(page)) {
      await expect(grid).toBeHidden();
      await expect(carousel).toBeVisible();
      await expect(carousel.getByRole('button', { name: 'Tạm dừng trình chiếu' })).toBeVisible();
      await carousel.getByRole('tab', { name: 'Chuyển đến trang 4' }).click();
      const fourth = carousel.getByRole('img', { name: 'Các bạn biểu diễn văn nghệ trên sân khấu' });
      await expect.poll(async () => Math.round((await fourth.boundingBox())!.x)).toBeLessThan(40);
      await expect.poll(async () => Math.round((await fourth.boundingBox())!.x)).toBeGreaterThanOrEqual(0);
      return;
    }
    await expect(carousel).toBeHidden();
    await expect(grid.getByRole('listitem')).toHaveCount(9);
    await expect(grid.getByRole('img')).toHaveCount(8);
    const more = grid.getByRole('button', { name: 'Xem thêm +2 ảnh' });
    await more.click();
    const dialog = page.getByRole('dialog', { name: galleryName });
    await expect(dialog).toBeVisible();
    // Every picture, each with its description as a caption (the close button's icon is not counted).
    await expect(dialog.getByRole('list').getByRole('img')).toHaveCount(10);
    const last = dialog.getByRole('figure', { name: 'Phụ huynh cùng con tham gia ngày hội gia đình' });
    await last.scrollIntoViewIfNeeded();
    await expect(last.getByText('Phụ huynh cùng con tham gia ngày hội gia đình')).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(more).toBeFocused();
  });
});

test.describe('in the light and dark schemes', { tag: '@both-widths' }, () => {
  test.use({ reducedMotion: 'reduce' });

  test('the gallery in use (dialog open on desktop, carousel paused on phones) has no WCAG A/AA violations', async ({ page }) => {
    await gotoApp(page, '/hoc-vien');
    if (isPhone(page)) {
      const carousel = page.getByRole('region', { name: galleryName, exact: true });
      await carousel.getByRole('button', { name: /trình chiếu/ }).click();
      await carousel.getByRole('tab').nth(3).click();
      await expect(carousel.getByRole('tab').nth(3)).toHaveAttribute('aria-selected', 'true');
    } else {
      await page.getByRole('button', { name: 'Xem thêm +2 ảnh' }).click();
      const dialog = page.getByRole('dialog', { name: galleryName });
      await expect(dialog).toBeVisible();
      await dialog.getByRole('figure').last().scrollIntoViewIfNeeded();
    }
    expect(await axeViolationsInEachScheme(page)).toEqual({ light: [], dark: [] });
  });
});
