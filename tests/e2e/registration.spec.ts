import {
  axeViolationsInEachScheme,
  expect,
  gotoApp,
  overlap,
  reloadApp,
  scrollToDeferred,
  sendRegistration,
  test,
  untilReady,
} from './fixtures';

test.describe('registration in the demo build', { tag: '@demo' }, () => {
  test('a parent books a level test: checked, sent once to the e-mail service, form cleared', async ({ page }) => {
    await gotoApp(page, '/');
    const form = page.locator('#dang-ky');
    await scrollToDeferred(page, 'registration');
    const submit = form.getByRole('button', { name: 'Gửi đăng ký' });
    await submit.click();
    const invalid = page.getByRole('alert').filter({ hasText: 'Vui lòng điền đầy đủ và đúng thông tin.' });
    await expect(invalid).toBeVisible();
    // On a phone the notices sit under the form, never over its button or the thank-you panel.
    expect(await overlap(invalid, submit)).toBe(false);
    await expect(form.getByText('Vui lòng nhập họ tên phụ huynh')).toBeVisible();
    await expect(form.getByText('Vui lòng nhập số điện thoại hợp lệ')).toBeVisible();
    await expect(form.getByText('Vui lòng chọn một khóa học')).toBeVisible();

    await form.getByRole('textbox', { name: /Họ tên phụ huynh/ }).fill('  Nguyễn Thị Lan ');
    await form.getByRole('textbox', { name: /Số điện thoại/ }).fill('0912 345 678');
    await form.getByRole('combobox', { name: /Khóa học/ }).selectOption('Tiếng Anh Tiểu Học');

    const sent = page.waitForRequest(
      (request) => request.url().endsWith('/api/v1.0/email/send-form') && request.method() === 'POST',
    );
    await submit.click();
    await sent;
    const success = page.getByRole('status').filter({ hasText: 'Gửi thành công! Trung tâm sẽ liên hệ với phụ huynh sớm nhất.' });
    await expect(success).toBeVisible();
    const nextSteps = form.getByRole('list').filter({ hasText: 'Trong vòng 24 giờ' });
    // Even when the panel's end is at the bottom of the screen, where a notice fixed there would be.
    await nextSteps.evaluate((list) => list.scrollIntoView({ block: 'end' }));
    expect(await overlap(success, nextSteps)).toBe(false);
    // What the fake e-mail service received (it keeps every form it was sent).
    const received = await page.evaluate(
      () => (window as unknown as { fakeBackend: { sentEmails: unknown[] } }).fakeBackend.sentEmails,
    );
    expect(received).toEqual([
      {
        lib_version: expect.any(String),
        service_id: 'service_mattroinho',
        template_id: 'template_dangky',
        user_id: '{key}',
        parentName: 'Nguyễn Thị Lan',
        phone: '0912345678',
        subject: 'Tiếng Anh Tiểu Học',
        // The language of the form, so that the centre answers in it.
        lang: 'vi',
        // The page it was sent from (a visit that began on this site: no campaign, no referrer).
        page: '/',
        // Its own id (the centre recognises a repeat by it) and when the parent sent it.
        registration_id: expect.stringMatching(/^[\da-f-]{36}$/),
        submitted_at: expect.stringMatching(/^\d{2}:\d{2} \d{2}\/\d{2}\/20\d{2}$/),
      },
    ]);
    // Accepted: the phone keeps nothing of it.
    expect(await page.evaluate(() => localStorage.getItem('mat-troi-nho.dang-ky'))).toBeNull();
    // The form's place thanks the parent and says what happens next; the form comes back empty for another child.
    const thanks = form.getByRole('heading', { name: 'Cảm ơn phụ huynh Nguyễn Thị Lan!' });
    await expect(thanks).toBeFocused();
    await expect(form).toContainText('Trong vòng 24 giờ, tư vấn viên gọi số 0912 345 678');
    await expect(form.getByRole('link', { name: /^Gọi / })).toHaveAttribute('href', /^tel:/);
    await form.getByRole('button', { name: 'Đăng ký cho bé khác' }).click();
    await expect(form.getByRole('textbox', { name: /Họ tên phụ huynh/ })).toBeFocused();
    await expect(form.getByRole('textbox', { name: /Họ tên phụ huynh/ })).toHaveValue('');
    await expect(form.getByRole('textbox', { name: /Số điện thoại/ })).toHaveValue('');
    await expect(form.getByRole('combobox', { name: /Khóa học/ })).toHaveValue('');
  });

  test('a course page offers registration in its first screen, with its course chosen and kept through a reload', async ({
    page,
  }) => {
    await gotoApp(page, '/khoa-hoc/8');
    const register = page.getByRole('region', { name: 'Tiếng Anh Giao Tiếp' }).getByRole('link', { name: 'Đăng ký học thử' });
    await expect(register).toBeInViewport();
    await register.click();
    const form = page.locator('#dang-ky');
    await expect(page).toHaveURL(/\/khoa-hoc\/8\?khoa-hoc=8#dang-ky$/);
    await expect(form.getByRole('combobox', { name: /Khóa học/ })).toHaveValue('Tiếng Anh Giao Tiếp');
    await expect(form.getByRole('textbox', { name: /Họ tên phụ huynh/ })).toBeFocused();
    await expect(form.getByRole('textbox', { name: /Họ tên phụ huynh/ })).toBeInViewport();

    await reloadApp(page);
    await expect(form.getByRole('combobox', { name: /Khóa học/ })).toHaveValue('Tiếng Anh Giao Tiếp');
  });

  test.describe('when the e-mail service refuses', () => {
    test.use({ expectedConsoleErrors: /Failed to load resource: the server responded with a status of 429/ });

    test('says so and keeps everything the parent typed', async ({ page }) => {
      await gotoApp(page, '/gioi-thieu?mock=email-rate-limit');
      const form = page.locator('#dang-ky');
      await form.getByRole('textbox', { name: /Họ tên phụ huynh/ }).fill('Trần Văn Nam');
      await form.getByRole('textbox', { name: /Số điện thoại/ }).fill('+84 868 123 456');
      await form.getByRole('combobox', { name: /Khóa học/ }).selectOption('Kỹ Năng Sống');
      await form.getByRole('button', { name: 'Gửi đăng ký' }).click();
      await expect(page.getByRole('alert').filter({ hasText: 'Đã có lỗi xảy ra. Vui lòng thử lại sau.' })).toContainText(
        'Đăng ký đã được lưu trên điện thoại này và sẽ tự động gửi khi có kết nối.',
      );
      await expect(form.getByRole('region', { name: 'Đăng ký đã lưu trên điện thoại này' })).toContainText(
        'Trần Văn Nam, +84868123456, Kỹ Năng Sống',
      );
      await expect(form.getByRole('textbox', { name: /Họ tên phụ huynh/ })).toHaveValue('Trần Văn Nam');
      await expect(form.getByRole('textbox', { name: /Số điện thoại/ })).toHaveValue('+84 868 123 456');
      await expect(form.getByRole('combobox', { name: /Khóa học/ })).toHaveValue('Kỹ Năng Sống');
    });
  });
});

// The production build: the demo's service worker would fetch the held-back code out of reach.
test.describe('a form filled in before its code has loaded', { tag: '@production' }, () => {
  const firstLoad = /\/assets\/first-load-[\w-]+\.js$/;
  const cases = [
    // On a slow link a parent may have scrolled to the form and sent it before the page's code has
    // arrived.
    { page: 'the home page, before it has hydrated', path: '/', code: firstLoad, codeRuns: 'html', hydrated: false },
    {
      page: 'a course page, before it has hydrated',
      path: '/khoa-hoc/ky-nang-song/1',
      code: firstLoad,
      codeRuns: 'html',
      hydrated: false,
    },
    // The home page's form loads its code as it nears the screen, after the page has hydrated; on a
    // slow phone a parent can be quicker.
    {
      page: "the home page, its form's code not loaded yet",
      path: '/',
      code: /\/assets\/RegistrationBlock-[\w-]+\.js$/,
      codeRuns: '[data-deferred="registration"]',
      hydrated: true,
    },
  ];
  for (const { page: where, path, code, codeRuns, hydrated } of cases) {
    test(`on ${where}: keeps what was typed and sends it once the code runs, without reloading the page`, async ({ page }) => {
      let release = () => {};
      const parentIsDone = new Promise<void>((resolve) => (release = resolve));
      await page.route(code, async (route) => {
        await parentIsDone;
        await route.continue();
      });
      if (hydrated) await gotoApp(page, path);
      // The page's code is held back: the page is shown, but never `load`s until it arrives.
      else await page.goto(path, { waitUntil: 'domcontentloaded' });
      const form = page.locator('#dang-ky');
      await form.getByRole('textbox', { name: /Họ tên phụ huynh/ }).fill('Trần Văn Minh');
      await form.getByRole('textbox', { name: /Số điện thoại/ }).fill('0987 654 321');
      await form.getByRole('combobox', { name: /Khóa học/ }).selectOption('Kỹ Năng Sống');
      await form.getByRole('button', { name: 'Gửi đăng ký' }).click();
      await expect(page.locator(codeRuns)).not.toHaveAttribute('data-ready');
      expect(new URL(page.url()).search).toBe('');

      const codeArrived = page.waitForResponse(code, { timeout: 0 }).then(
        () => true,
        () => false,
      );
      // Once failed in a busy CI run, never reproduced: a failure says where the send stopped.
      const sent = page
        .waitForRequest((request) => request.url().endsWith('/api/v1.0/email/send-form') && request.method() === 'POST', { timeout: 30_000 })
        .catch(async (error: Error) => {
          const state = await page.evaluate((selector) => {
            const input = window.earlyInput;
            return {
              sectionReady: document.querySelector(selector)?.getAttribute('data-ready') ?? null,
              pageReady: document.documentElement.hasAttribute('data-ready'),
              live: input?.live,
              kept: input?.queue.map(({ target }) => `${target.tagName}${target.isConnected ? '' : ' (gone)'}`),
            };
          }, codeRuns);
          throw new Error(`${error.message}; code arrived: ${await Promise.race([codeArrived, Promise.resolve(false)])}; ${JSON.stringify(state)}`);
        });
      release();
      const body = (await sent).postDataBuffer()?.toString() ?? '';
      for (const value of ['Trần Văn Minh', '0987654321', 'Kỹ Năng Sống']) expect(body).toContain(value);
      await expect(
        page.getByRole('status').filter({ hasText: 'Gửi thành công! Trung tâm sẽ liên hệ với phụ huynh sớm nhất.' }),
      ).toBeVisible();
      await expect(form.getByRole('heading', { name: 'Cảm ơn phụ huynh Trần Văn Minh!' })).toBeVisible();
      expect(new URL(page.url()).search).toBe('');
      // The page stayed where the parent was (hydrating does not scroll it back to the top).
      await expect(form.getByRole('heading', { name: 'Cảm ơn phụ huynh Trần Văn Minh!' })).toBeInViewport();
    });
  }
});

test.describe('where a registration comes from', { tag: '@production' }, () => {
  test('a visit that began on a Zalo campaign link: the registration sent from another page says the campaign, the referrer and its page', async ({
    page,
  }) => {
    await page.goto('/gioi-thieu?utm_source=zalo&utm_medium=social&utm_campaign=he-2026', { referer: 'https://zalo.me/' });
    await untilReady(page);
    await page.getByRole('contentinfo').getByRole('link', { name: 'Học viên tiêu biểu', exact: true }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(/học viên/i);
    const fields = await sendRegistration(page, { parentName: 'Phạm Minh Thư', phone: '0935 246 810', course: 'Tiếng Anh Cambridge' });
    expect(
      Object.fromEntries(
        ['parentName', 'page', 'utm_source', 'utm_medium', 'utm_campaign', 'referrer'].map((name) => [name, fields[name]]),
      ),
    ).toEqual({
      parentName: 'Phạm Minh Thư',
      page: '/hoc-vien',
      utm_source: 'zalo',
      utm_medium: 'social',
      utm_campaign: 'he-2026',
      referrer: 'zalo.me',
    });
  });
});

// The form's layout differs by width.
test.describe('in the light and dark schemes', { tag: '@both-widths' }, () => {
  test.use({ reducedMotion: 'reduce' });

  test('the form with its error messages and notice has no WCAG A/AA violations', async ({ page }) => {
    await gotoApp(page, '/gioi-thieu');
    await page.locator('#dang-ky').getByRole('button', { name: 'Gửi đăng ký' }).click();
    await expect(page.getByRole('alert').filter({ hasText: 'Vui lòng điền đầy đủ và đúng thông tin.' })).toBeVisible();
    expect(await axeViolationsInEachScheme(page)).toEqual({ light: [], dark: [] });
  });
});
