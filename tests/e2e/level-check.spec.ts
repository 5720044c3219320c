import type { Page } from '@playwright/test';
import { axeViolationsInEachScheme, expect, gotoApp, reloadApp, sentFields, test } from './fixtures';

/** The step's heading or legend: what the check shows now. */
const step = (page: Page) => page.locator('[data-step-heading]');
const next = (page: Page) => page.getByRole('button', { name: /^(Tiếp|Xem kết quả)$/ });

async function startFor(page: Page, age: string) {
  await gotoApp(page, '/kiem-tra-trinh-do');
  await expect(step(page)).toHaveText('Bé nhà bạn bao nhiêu tuổi?');
  await page.getByRole('radio', { name: new RegExp(`^${age}`) }).check();
  await next(page).click();
}

/** Goes through the remaining questions: the first choice of each, or none ('Bỏ qua câu này'). */
async function answerTheRest(page: Page, how: 'first choice' | 'skip') {
  for (;;) {
    const count = await page.getByText(/^Câu \d+\/\d+$/).textContent();
    const [number, total] = (count ?? '').replace('Câu ', '').split('/').map(Number);
    if (how === 'skip') await page.getByRole('button', { name: 'Bỏ qua câu này' }).click();
    else {
      await page.getByRole('group').getByRole('radio').first().check();
      await next(page).click();
    }
    if (number === total) return;
    await expect(page.getByText(`Câu ${(number ?? 0) + 1}/${total}`)).toBeVisible();
  }
}

test.describe('the level check', { tag: '@production' }, () => {
  test('one question at a time, by keyboard, kept through a reload, and its result leads to a registration that carries it', async ({
    page,
  }) => {
    await startFor(page, '8 tuổi');
    await expect(page.getByText('Câu 1/16')).toBeVisible();
    await expect(step(page)).toBeFocused();

    // 'Tiếp' asks for an answer; arrows choose one, as in any radio group.
    await next(page).click();
    await expect(page.getByRole('alert')).toHaveText("Vui lòng chọn một đáp án, hoặc bấm 'Bỏ qua câu này' nếu bé chưa biết.");
    await page.getByRole('group').getByRole('radio').first().focus();
    await page.keyboard.press('ArrowDown');
    const chosen = page.getByRole('group').getByRole('radio').nth(1);
    await expect(chosen).toBeChecked();
    await page.keyboard.press('Enter');
    await expect(page.getByText('Câu 2/16')).toBeVisible();

    // A reload comes back to the same question, and 'Quay lại' to the answer given.
    await reloadApp(page);
    await expect(page.getByText('Câu 2/16')).toBeVisible();
    await page.getByRole('button', { name: 'Quay lại' }).click();
    await expect(page.getByText('Câu 1/16')).toBeVisible();
    await expect(page.getByRole('group').getByRole('radio').nth(1)).toBeChecked();
    await next(page).click();

    // One answer of five at most is right among the Starters questions: the check says which level the child is starting towards.
    await answerTheRest(page, 'skip');
    await expect(step(page)).toHaveText('Kết quả: bé đang hướng tới Pre A1 Starters');
    await expect(step(page)).toBeFocused();
    const result = 'Hướng tới Pre A1 Starters';
    const score = (await page.getByText(/bé trả lời đúng \d+\/16 câu/).textContent())?.match(/(\d+\/16)/)?.[1];
    await expect(page.getByText(/ước lượng ban đầu/)).toContainText('Giáo viên của trung tâm sẽ xác nhận trình độ');
    await expect(page.getByRole('link', { name: 'Tiếng Anh Tiểu Học' })).toHaveAttribute(
      'href',
      '/khoa-hoc/tieng-anh-cambridge/5',
    );

    await page.getByRole('link', { name: 'Đăng ký kiểm tra trình độ và học thử' }).click();
    const form = page.locator('#dang-ky');
    await expect(form.getByRole('textbox', { name: /Họ tên phụ huynh/ })).toBeFocused();
    await expect(form.getByRole('combobox', { name: /Khóa học/ })).toHaveValue('Tiếng Anh Tiểu Học');
    await expect(form).toContainText(`Gửi kèm kết quả kiểm tra trình độ: ${result}, đúng ${score} câu (bé 8 tuổi).`);
    await form.getByRole('textbox', { name: /Họ tên phụ huynh/ }).fill('Võ Thị Hạnh');
    await form.getByRole('textbox', { name: /Số điện thoại/ }).fill('0908 123 456');
    const sent = page.waitForRequest(
      (request) => request.url().endsWith('/api/v1.0/email/send-form') && request.method() === 'POST',
    );
    await form.getByRole('button', { name: 'Gửi đăng ký' }).click();
    const fields = sentFields(await sent);
    expect(
      Object.fromEntries(['subject', 'page', 'child_age', 'level', 'level_score'].map((name) => [name, fields[name]])),
    ).toEqual({
      subject: 'Tiếng Anh Tiểu Học',
      page: '/kiem-tra-trinh-do',
      child_age: '8',
      level: result,
      level_score: score,
    });
  });

  test('on a phone, the bottom bar covers none of the controls each step puts in view, whatever has the focus', async ({ page }) => {
    // The controls of the page's forms that are in the viewport and under the shown bottom bar.
    const coveredControls = () =>
      page.evaluate(() => {
        const bar = document.querySelector('nav[aria-label="Liên hệ nhanh"]');
        if (!bar || getComputedStyle(bar).visibility === 'hidden') return [];
        const barBox = bar.getBoundingClientRect();
        return [...document.querySelectorAll<HTMLElement>('main form :is(button, label, input, select, textarea)')]
          .filter((control) => {
            const box = control.getBoundingClientRect();
            const shown = box.width > 0 && box.height > 0 && box.bottom > 0 && box.top < innerHeight;
            return shown && box.bottom > barBox.top && box.top < barBox.bottom;
          })
          .map((control) => control.textContent?.trim() || control.getAttribute('aria-label') || control.tagName);
      });
    await startFor(page, '8 tuổi');
    for (const question of ['Câu 1/16', 'Câu 2/16', 'Câu 3/16']) {
      await expect(page.getByText(question)).toBeVisible();
      await expect.poll(coveredControls).toEqual([]);
      await page.getByRole('group').getByRole('radio').first().check();
      await expect.poll(coveredControls).toEqual([]);
      // The focus leaves the form, as a tap beside it (or on a picture, on some phones) makes it.
      await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
      await expect.poll(coveredControls).toEqual([]);
      await next(page).click();
    }
  });

  test("an age chosen and sent before the page's code has loaded is taken once it runs", async ({ page }) => {
    let release = () => {};
    const parentIsDone = new Promise<void>((resolve) => (release = resolve));
    await page.route(/\/assets\/first-load-[\w-]+\.js$/, async (route) => {
      await parentIsDone;
      await route.continue();
    });
    await page.goto('/kiem-tra-trinh-do', { waitUntil: 'domcontentloaded' });
    await page.getByRole('radio', { name: /^8 tuổi/ }).check();
    await next(page).click();
    release();
    await expect(page.getByText('Câu 1/16')).toBeVisible();
    await expect(page.getByRole('alert')).toHaveCount(0);
  });

  test.describe('offline', () => {
    // A link of the result (to the questions parents ask) preloads its page's code when pointed at (preload="intent"; the
    // pointer stays where 'Xem kết quả' was): offline, that fails, as the browser logs.
    test.use({ expectedConsoleErrors: /^Failed to load resource: net::ERR_INTERNET_DISCONNECTED/ });

    test('once loaded, it goes on to its result offline, its pictures too', async ({ page, context }) => {
      await startFor(page, '5 tuổi');
      await expect(page.getByText(/^Câu 1\/\d+$/)).toBeVisible();
      // Loaded: the page has fetched the pictures of the questions for this age.
      await expect(page.locator('[data-pictures="loaded"]')).toBeVisible();
      await context.setOffline(true);
      const pictures: number[] = [];
      for (;;) {
        for (const image of await page.locator('form img').all()) {
          await expect(image).toHaveJSProperty('complete', true);
          pictures.push(await image.evaluate((img: HTMLImageElement) => img.naturalWidth));
        }
        await page.getByRole('group').getByRole('radio').first().check();
        if ((await next(page).textContent()) === 'Xem kết quả') break;
        await next(page).click();
      }
      await next(page).click();
      await expect(step(page)).toHaveText(/^Kết quả: /);
      expect(pictures.length).toBeGreaterThan(0);
      expect(pictures.filter((width) => width === 0)).toEqual([]);
      await context.setOffline(false);
    });
  });
});

test.describe('the level check in the light and dark schemes', () => {
  test.use({ reducedMotion: 'reduce' });

  // Only the age step's layout differs by width (the check itself is one column at both).
  test('its age step has no WCAG A/AA violations', { tag: '@both-widths' }, async ({ page }) => {
    await gotoApp(page, '/kiem-tra-trinh-do');
    await expect(step(page)).toHaveText('Bé nhà bạn bao nhiêu tuổi?');
    expect(await axeViolationsInEachScheme(page)).toEqual({ light: [], dark: [] });
  });

  test('a picture question shows each choice’s radio, and the chosen card at 3:1 or more, in both schemes', { tag: '@production' }, async ({ page }) => {
    await startFor(page, '5 tuổi');
    const pictureChoices = page.locator('label:has(input[type=radio]):has(img)');
    for (let question = 0; (await pictureChoices.count()) === 0 && question < 12; question++) {
      await page.getByRole('button', { name: 'Bỏ qua câu này' }).click();
    }
    await pictureChoices.nth(1).click();
    await expect(pictureChoices.nth(1).locator('input')).toBeChecked();
    for (const colorScheme of ['light', 'dark'] as const) {
      await page.emulateMedia({ colorScheme });
      await expect(page.locator('html')).toHaveAttribute('data-mantine-color-scheme', colorScheme);
      const look = () => pictureChoices.evaluateAll((labels) => {
        const channels = (colour: string) => (colour.match(/[\d.]+/g) ?? []).map(Number);
        const luminance = (colour: string) => {
          const [r = 0, g = 0, b = 0] = channels(colour).map((value) => value / 255).map((c) => (c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4));
          return 0.2126 * r + 0.7152 * g + 0.0722 * b;
        };
        const opaqueBackground = (element: Element | null): string => {
          for (let at = element; at; at = at.parentElement) {
            const colour = getComputedStyle(at).backgroundColor;
            if ((channels(colour)[3] ?? 1) === 1 && colour !== 'transparent') return colour;
          }
          return 'rgb(255, 255, 255)';
        };
        const chosen = labels.find((label) => label.querySelector('input')!.checked)!;
        const [lighter, darker] = [luminance(getComputedStyle(chosen).borderTopColor), luminance(opaqueBackground(chosen.parentElement))].sort((a, b) => b - a);
        return {
          radiosOnTop: labels.map((label) => {
            const radio = label.querySelector('input')!.getBoundingClientRect();
            return document.elementFromPoint(radio.x + radio.width / 2, radio.y + radio.height / 2) === label.querySelector('input');
          }),
          chosenBorderContrast: (lighter! + 0.05) / (darker! + 0.05),
        };
      });
      // Read once the page has settled on the choice (a tap before the page's code ran is replayed when it runs).
      await expect.poll(async () => (await look()).chosenBorderContrast, { message: colorScheme }).toBeGreaterThanOrEqual(3);
      expect((await look()).radiosOnTop, colorScheme).toEqual([true, true, true]);
    }
  });

  test('a question with its error, and the result, have no WCAG A/AA violations', { tag: '@production' }, async ({ page }) => {
    await startFor(page, '11 tuổi');
    await next(page).click();
    await expect(page.getByRole('alert')).toBeVisible();
    expect(await axeViolationsInEachScheme(page)).toEqual({ light: [], dark: [] });
    await answerTheRest(page, 'first choice');
    await expect(step(page)).toHaveText(/^Kết quả: /);
    expect(await axeViolationsInEachScheme(page)).toEqual({ light: [], dark: [] });
  });
});
