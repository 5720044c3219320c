import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { HttpResponse, http } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { siteConfig } from '@/lib/site-config';
import { sentEmails } from '@mocks/handlers/email';
import { server } from '@mocks/node';
import { setScenario } from '@mocks/scenario';
import { levelCheckKey } from '@/components/level-check-progress';
import { renderWithRouter } from '../../../tests/setup/render';
import { noticeDurationMs } from './NoticeBar';
import { RegistrationBlock } from './RegistrationBlock';
import { visitSourceKey } from './registration-source';
import { unsentRegistrations } from './unsent-registrations';
import { expectConsoleErrors, failedRequestLogs } from '../../../tests/setup/console-guard';
import { fullStorage } from '../../../tests/setup/full-storage';
import { holdRequests, recordRequests, sendFormEndpoint as endpoint, storedRegistrations as stored, unsentStorageKey as storageKey } from '../../../tests/setup/send-form-requests';

const heading = 'ĐĂNG KÝ KIỂM TRA TRÌNH ĐỘ VÀ HỌC THỬ MIỄN PHÍ';
const messages = {
  invalid: 'Vui lòng điền đầy đủ và đúng thông tin.',
  failed: 'Đã có lỗi xảy ra. Vui lòng thử lại sau.',
  sent: 'Gửi thành công! Trung tâm sẽ liên hệ với phụ huynh sớm nhất.',
  parentName: 'Vui lòng nhập họ tên phụ huynh',
  phone: 'Vui lòng nhập số điện thoại hợp lệ',
  subject: 'Vui lòng chọn một khóa học',
  unsent: 'Đăng ký đã được lưu trên điện thoại này và sẽ tự động gửi khi có kết nối.',
  refused: 'Đăng ký đã được lưu trên điện thoại này nhưng chưa gửi được.',
  nameTooLong: 'Vui lòng nhập họ tên phụ huynh không quá 200 ký tự',
};


afterEach(() => {
  vi.useRealTimers();
});

const nameField = () => screen.getByRole<HTMLInputElement>('textbox', { name: 'Họ tên phụ huynh' });
const phoneField = () => screen.getByRole<HTMLInputElement>('textbox', { name: 'Số điện thoại' });
const courseField = () => screen.getByRole<HTMLSelectElement>('combobox', { name: 'Khóa học' });
const submitButton = () => screen.getByRole('button', { name: /Gửi đăng ký|Đang gửi/ });
const form = () => submitButton().closest('form')!;

/** The block alone, with the courses the site's root route loads, at `path`. */
async function renderBlock(path = '/') {
  const user = userEvent.setup({ delay: null });
  await renderWithRouter(<RegistrationBlock />, path);
  await screen.findByRole('region', { name: heading });
  return user;
}

async function fill(user: UserEvent, values: { parentName?: string; phone?: string; subject?: string }) {
  if (values.parentName) await user.type(nameField(), values.parentName);
  if (values.phone) await user.type(phoneField(), values.phone);
  if (values.subject) await user.selectOptions(courseField(), values.subject);
}

const valid = { parentName: 'Nguyễn Thị Lan', phone: '0912345678', subject: 'Tiếng Anh Tiểu Học' };

/**
 * Proves a refused submit sent nothing, without waiting on a clock: the parent then corrects what
 * was wrong and sends the form, and that is the one request the e-mail service ever receives.
 */
async function expectOnlyTheCorrectedFormSent(user: UserEvent, requests: Request[]) {
  for (const [field, value] of [[nameField(), valid.parentName], [phoneField(), valid.phone]] as const) {
    if (field.value === value) continue;
    await user.clear(field);
    await user.type(field, value);
  }
  if (courseField().value !== valid.subject) await user.selectOptions(courseField(), valid.subject);
  // Every field right: the notice that something was wrong has gone by itself.
  expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  await user.click(submitButton());
  expect(await screen.findByRole('status')).toHaveTextContent(messages.sent);
  expect(requests).toHaveLength(1);
  expect(sentEmails).toEqual([
    expect.objectContaining({ parentName: valid.parentName, phone: valid.phone, subject: valid.subject }),
  ]);
}

describe('registration block', () => {
  it('shows the heading, three required fields and every course of the catalogue', async () => {
    await renderBlock();
    const section = screen.getByRole('region', { name: heading });
    expect(section).toHaveAttribute('id', 'dang-ky');
    expect(screen.getByRole('heading', { level: 2, name: heading })).toBeInTheDocument();

    for (const field of [nameField(), phoneField(), courseField()]) {
      expect(field).toHaveAttribute('aria-required', 'true');
      // Not the browser's own check: our messages must be the ones shown.
      expect(field).not.toHaveAttribute('required');
    }
    expect(nameField()).toHaveAttribute('autocomplete', 'name');
    expect(phoneField()).toHaveAttribute('type', 'tel');
    expect(phoneField()).toHaveAttribute('inputmode', 'tel');
    expect(phoneField()).toHaveAttribute('autocomplete', 'tel');

    const options = within(courseField()).getAllByRole<HTMLOptionElement>('option');
    expect(options.map((option) => [option.value, option.textContent])).toEqual([
      ['', 'Khóa học phù hợp với bé'],
      ['Kỹ Năng Sống', 'Kỹ Năng Sống'],
      ['Tiếng Anh Cambridge', 'Tiếng Anh Cambridge'],
      ['Tiếng Anh Mầm Non', 'Tiếng Anh Mầm Non'],
      ['Tiếng Anh Tiểu Học', 'Tiếng Anh Tiểu Học'],
      ['Tiếng Anh Trung Học Cơ Sở', 'Tiếng Anh Trung Học Cơ Sở'],
      ['Tiếng Anh Trung Học Phổ Thông', 'Tiếng Anh Trung Học Phổ Thông'],
      ['Tiếng Anh Giao Tiếp', 'Tiếng Anh Giao Tiếp'],
    ]);
    expect(options[0]).toBeDisabled();
    expect(courseField()).toHaveValue('');
    expect(submitButton()).toHaveTextContent('Gửi đăng ký');
  });

  it('shows the consent line with a link to the privacy policy', async () => {
    await renderBlock();
    const link = screen.getByRole('link', { name: 'Chính sách bảo mật' });
    expect(link).toHaveAttribute('href', '/chinh-sach-bao-mat');
    expect(link.parentElement).toHaveTextContent(
      'Bằng việc gửi thông tin, phụ huynh đồng ý để Trung tâm Mặt Trời Nhỏ dùng họ tên và số điện thoại này chỉ để liên hệ tư vấn, xếp lịch kiểm tra trình độ và học thử. Xem Chính sách bảo mật',
    );
  });

  describe('a course chosen by the page (?khoa-hoc=<id>)', () => {
    it('starts with that course, which the parent can still change', async () => {
      const user = await renderBlock('/?khoa-hoc=5');
      await waitFor(() => expect(courseField()).toHaveValue('Tiếng Anh Tiểu Học'));
      await user.selectOptions(courseField(), 'Kỹ Năng Sống');
      expect(courseField()).toHaveValue('Kỹ Năng Sống');
    });

    it('keeps the placeholder for an id the catalogue does not have', async () => {
      await renderBlock('/?khoa-hoc=99');
      expect(courseField()).toHaveValue('');
    });
  });

  describe('validation, on submit', () => {
    it('marks all three empty fields, says what is wrong, focuses the name and sends nothing', async () => {
      const requests = recordRequests();
      const user = await renderBlock();
      // Nothing is checked before the parent submits.
      await user.type(phoneField(), '123');
      await user.tab();
      expect(screen.queryByText(messages.phone)).not.toBeInTheDocument();
      await user.clear(phoneField());

      await user.click(submitButton());

      expect(await screen.findByRole('alert')).toHaveTextContent(messages.invalid);
      expect(nameField()).toHaveAccessibleDescription(messages.parentName);
      expect(phoneField()).toHaveAccessibleDescription(messages.phone);
      expect(courseField()).toHaveAccessibleDescription(messages.subject);
      for (const field of [nameField(), phoneField(), courseField()]) expect(field).toHaveAttribute('aria-invalid', 'true');
      expect(nameField()).toHaveFocus();
      await expectOnlyTheCorrectedFormSent(user, requests);
    });

    it.each([
      ['a name of spaces only', { ...valid, parentName: '   ' }, 'parentName', messages.parentName, nameField],
      [
        'a name of zero-width spaces only',
        { ...valid, parentName: '\u200B\u200B' },
        'parentName',
        messages.parentName,
        nameField,
      ],
      [
        'a name of joiners and word joiners only',
        { ...valid, parentName: '\u200C\u200D\u2060\uFEFF' },
        'parentName',
        messages.parentName,
        nameField,
      ],
      [
        'a name of no-break and ideographic spaces only',
        { ...valid, parentName: '\u00A0\u3000' },
        'parentName',
        messages.parentName,
        nameField,
      ],
      ['a landline number', { ...valid, phone: '024 3823 4567' }, 'phone', messages.phone, phoneField],
      ['a number one digit short', { ...valid, phone: '091234567' }, 'phone', messages.phone, phoneField],
      ['a number with letters', { ...valid, phone: '09123abc78' }, 'phone', messages.phone, phoneField],
      ['the placeholder course', { ...valid, subject: '' }, 'subject', messages.subject, courseField],
    ] as const)(
      'refuses %s: only that field is marked, it gets the focus, nothing is sent',
      async (_case, values, _field, message, field) => {
        const requests = recordRequests();
        const user = await renderBlock();
        await fill(user, values);
        await user.click(submitButton());

        expect(await screen.findByRole('alert')).toHaveTextContent(messages.invalid);
        expect(field()).toHaveAccessibleDescription(message);
        expect(field()).toHaveFocus();
        const errors = [messages.parentName, messages.phone, messages.subject].filter((text) => screen.queryByText(text));
        expect(errors).toEqual([message]);
        // What the parent typed is still there to correct.
        if (values.parentName.trim()) expect(nameField()).toHaveValue(values.parentName);
        expect(phoneField()).toHaveValue(values.phone);
        await expectOnlyTheCorrectedFormSent(user, requests);
      },
    );
  });

  describe('sending', () => {
    it('posts the registration with its own id and time as multipart form data, then clears the form and says so', async () => {
      const requests = recordRequests();
      const user = await renderBlock();
      await fill(user, { parentName: '  Nguyễn Thị Lan  ', phone: '091 234.56-78', subject: 'Tiếng Anh Tiểu Học' });
      await user.click(submitButton());

      expect(await screen.findByRole('status')).toHaveTextContent(messages.sent);
      expect(requests).toHaveLength(1);
      expect(requests[0]!.url).toBe(siteConfig.emailService.url);
      expect(requests[0]!.headers.get('content-type')).toMatch(/^multipart\/form-data; boundary=/);
      expect(sentEmails).toEqual([
        {
          lib_version: siteConfig.emailService.libVersion,
          service_id: siteConfig.emailService.serviceId,
          template_id: siteConfig.emailService.templateId,
          user_id: siteConfig.emailService.publicKey,
          parentName: 'Nguyễn Thị Lan',
          phone: '0912345678',
          subject: 'Tiếng Anh Tiểu Học',
          // The language of the form, so that the centre answers in it.
          lang: 'vi',
          // The page it was sent from (where the visit came from: registration-source.test.ts).
          page: '/',
          registration_id: expect.stringMatching(/^[\da-f-]{32,36}$/) as string,
          submitted_at: expect.stringMatching(/^\d{2}:\d{2} \d{2}\/\d{2}\/20\d{2}$/) as string,
        },
      ]);
      // Accepted: nothing of it stays on the phone.
      expect(localStorage.getItem(storageKey)).toBeNull();
      expect(sentEmails[0]).toMatchObject({
        service_id: 'service_mattroinho',
        template_id: 'template_dangky',
        lib_version: '4.4.1',
      });

      expect(screen.queryByRole('alert')).not.toBeInTheDocument();
      // The form's place now thanks the parent and says what happens next.
      expect(screen.queryByRole('textbox')).not.toBeInTheDocument();
      const thanks = await screen.findByRole('heading', { name: 'Cảm ơn phụ huynh Nguyễn Thị Lan!' });
      await waitFor(() => expect(thanks).toHaveFocus());
      const panel = thanks.parentElement!;
      expect(panel).toHaveTextContent('Trung tâm đã nhận đăng ký khóa Tiếng Anh Tiểu Học.');
      expect(panel).toHaveTextContent('Trong vòng 24 giờ, tư vấn viên gọi số 091 234.56-78');
      // The opening hours as the site writes them everywhere.
      expect(panel).toHaveTextContent(`để hỏi thêm về bé và chọn lịch phù hợp (${siteConfig.openingHours}).`);
      expect(panel).toHaveTextContent('Bé làm bài kiểm tra trình độ miễn phí tại trung tâm, khoảng 30 phút.');
      expect(panel).toHaveTextContent('Cần trao đổi sớm hơn? Phụ huynh có thể gọi hoặc nhắn Zalo cho trung tâm:');
      expect(within(panel).getByRole('link', { name: `Gọi ${siteConfig.phone}` })).toHaveAttribute('href', siteConfig.phoneHref);
      expect(within(panel).getByRole('link', { name: 'Nhắn Zalo (mở thẻ mới)' })).toHaveAttribute('href', siteConfig.zaloHref);

      // Another child: the form comes back empty, the cursor in its first field.
      await user.click(within(panel).getByRole('button', { name: 'Đăng ký cho bé khác' }));
      expect(nameField()).toHaveFocus();
      expect(nameField()).toHaveValue('');
      expect(phoneField()).toHaveValue('');
      expect(courseField()).toHaveValue('');
      expect(submitButton()).toBeEnabled();
    });

    it('sends the name without the invisible characters around it', async () => {
      const requests = recordRequests();
      const user = await renderBlock();
      await fill(user, { ...valid, parentName: '\u200B\uFEFF Nguyễn Thị Lan\u00A0\u2060' });
      await user.click(submitButton());

      expect(await screen.findByRole('status')).toHaveTextContent(messages.sent);
      expect((await requests[0]!.formData()).get('parentName')).toBe('Nguyễn Thị Lan');
      expect(sentEmails.map((email) => email.parentName)).toEqual(['Nguyễn Thị Lan']);
    });

    it('says the centre should answer in Vietnamese: the multipart body carries lang=vi', async () => {
      const requests = recordRequests();
      const user = await renderBlock();
      await fill(user, valid);
      await user.click(submitButton());
      expect(await screen.findByRole('status')).toHaveTextContent(messages.sent);
      expect((await requests[0]!.formData()).get('lang')).toBe('vi');
    });

    it('keeps a +84 number in its international form, without separators', async () => {
      const user = await renderBlock();
      await fill(user, { ...valid, phone: '+84 (868) 123-456' });
      await user.click(submitButton());
      await screen.findByRole('status');
      expect(sentEmails.map((email) => email.phone)).toEqual(['+84868123456']);
    });

    it('disables the button and reads "Đang gửi. . ." while sending, and sends once however often it is submitted', async () => {
      const { requests, release } = holdRequests();
      const user = await renderBlock();
      await fill(user, valid);
      await user.click(submitButton());

      const button = await screen.findByRole('button', { name: 'Đang gửi. . .' });
      expect(button).toHaveTextContent(/^Đang gửi\. \. \.$/);
      expect(button).toBeDisabled();
      expect(nameField()).toHaveAttribute('readonly');

      // A second click, Enter in a field and two submits in one go all arrive while the first is pending.
      await user.click(button);
      await user.type(phoneField(), '{Enter}');
      act(() => {
        fireEvent.submit(form());
        fireEvent.submit(form());
      });
      // The course cannot be changed under the pending send either.
      await user.selectOptions(courseField(), 'Kỹ Năng Sống');
      expect(courseField()).toHaveValue('Tiếng Anh Tiểu Học');

      release();
      expect(await screen.findByRole('status')).toHaveTextContent(messages.sent);
      expect(requests).toHaveLength(1);
      expect(sentEmails).toHaveLength(1);
      expect(await screen.findByRole('heading', { name: 'Cảm ơn phụ huynh Nguyễn Thị Lan!' })).toBeVisible();
    });

    it('guards against a double submit dispatched before React re-renders', async () => {
      const { requests, release } = holdRequests();
      const user = await renderBlock();
      await fill(user, valid);
      // Both events reach the handler in the same turn: only the ref can stop the second.
      act(() => {
        form().dispatchEvent(new Event('submit', { bubbles: true, cancelable: true }));
        form().dispatchEvent(new Event('submit', { bubbles: true, cancelable: true }));
      });
      release();
      await screen.findByRole('status');
      expect(requests).toHaveLength(1);
      expect(sentEmails).toHaveLength(1);
    });

    const keepsEverything = async (user: UserEvent, detail = messages.unsent) => {
      await fill(user, { parentName: 'Trần Văn Minh', phone: '0868 123 456', subject: 'Tiếng Anh Giao Tiếp' });
      await user.click(submitButton());
      const alert = await screen.findByRole('alert');
      expect(alert).toHaveTextContent(messages.failed);
      // The phone keeps it, and says so: in the notice, and under the form with a way to remove it.
      expect(alert).toHaveTextContent(detail);
      const unsent = screen.getByRole('region', { name: 'Đăng ký đã lưu trên điện thoại này' });
      expect(unsent).toHaveTextContent('Trần Văn Minh, 0868123456, Tiếng Anh Giao Tiếp');
      expect(within(unsent).getByRole('button', { name: 'Xóa, không gửi nữa: đăng ký của Trần Văn Minh' })).toBeVisible();
      expect(stored()).toEqual([expect.objectContaining({ values: { parentName: 'Trần Văn Minh', phone: '0868123456', subject: 'Tiếng Anh Giao Tiếp' }, tries: 1 })]);
      // Under the form while it stands: a call, Zalo, or the registration as an SMS.
      expect(screen.getByRole('link', { name: 'Gọi 0901 234 567' })).toHaveAttribute('href', 'tel:0901234567');
      expect(screen.getByRole('link', { name: 'Nhắn Zalo' })).toHaveAttribute('href', 'https://zalo.me/0901234567');
      const sms = new URL(screen.getByRole('link', { name: 'Gửi đăng ký qua SMS' }).getAttribute('href')!);
      expect(`${sms.protocol}${sms.pathname}`).toBe('sms:0901234567');
      expect(new URLSearchParams(sms.search).get('body')).toBe(
        'Đăng ký kiểm tra trình độ và học thử: Trần Văn Minh, 0868 123 456, Tiếng Anh Giao Tiếp',
      );
      expect(nameField()).toHaveValue('Trần Văn Minh');
      expect(phoneField()).toHaveValue('0868 123 456');
      expect(courseField()).toHaveValue('Tiếng Anh Giao Tiếp');
      expect(submitButton()).toBeEnabled();
      expect(submitButton()).toHaveTextContent('Gửi đăng ký');
      expect(sentEmails).toEqual([]);
    };

    it.each([
      ['email-error', 400, messages.refused],
      ['email-rate-limit', 429, messages.unsent],
      ['error', 500, messages.unsent],
    ] as const)('on %s (%i) says it failed and keeps everything the parent typed, on the phone too', async (scenario, status, detail) => {
      expectConsoleErrors(failedRequestLogs);
      setScenario(scenario);
      const answered: number[] = [];
      const record = ({ request, response }: { request: Request; response: Response }) => {
        if (request.url.endsWith('/api/v1.0/email/send-form')) answered.push(response.status);
      };
      server.events.on('response:mocked', record);
      const user = await renderBlock();
      await keepsEverything(user, detail);
      server.events.removeListener('response:mocked', record);
      expect(answered).toEqual([status]);
    });

    it('on a network error says it failed and keeps everything; trying again sends the same registration', async () => {
      expectConsoleErrors(failedRequestLogs);
      server.use(http.post(endpoint, () => HttpResponse.error(), { once: true }));
      const requests = recordRequests();
      const user = await renderBlock();
      await keepsEverything(user);
      const [registration] = stored();

      await user.click(submitButton());
      expect(await screen.findByRole('status')).toHaveTextContent(messages.sent);
      expect(screen.queryByRole('link', { name: 'Gửi đăng ký qua SMS' })).not.toBeInTheDocument();
      expect(screen.queryByRole('region', { name: 'Đăng ký đã lưu trên điện thoại này' })).not.toBeInTheDocument();
      expect(localStorage.getItem(storageKey)).toBeNull();
      // Both tries carried the one id: the centre would recognise the second as a repeat.
      expect(await Promise.all(requests.map(async (request) => (await request.formData()).get('registration_id')))).toEqual([registration!.id, registration!.id]);
      expect(sentEmails).toEqual([
        expect.objectContaining({ parentName: 'Trần Văn Minh', phone: '0868123456', subject: 'Tiếng Anh Giao Tiếp', registration_id: registration!.id }),
      ]);
    });

    it('an unsent registration is sent by itself once the browser is back online, and the form then thanks the parent', async () => {
      expectConsoleErrors(failedRequestLogs);
      vi.useFakeTimers({ toFake: ['Date'], now: Date.parse('2026-11-26T10:00:00Z') });
      server.use(http.post(endpoint, () => HttpResponse.error(), { once: true }));
      const requests = recordRequests();
      const user = await renderBlock();
      await keepsEverything(user);

      // Back online 20 s later (never sooner than 15 s after the last try).
      vi.setSystemTime(Date.parse('2026-11-26T10:00:20Z'));
      act(() => {
        window.dispatchEvent(new Event('online'));
      });
      expect(await screen.findByRole('status')).toHaveTextContent(messages.sent);
      expect(await screen.findByRole('heading', { name: 'Cảm ơn phụ huynh Trần Văn Minh!' })).toBeVisible();
      expect(requests).toHaveLength(2);
      expect(sentEmails).toEqual([expect.objectContaining({ parentName: 'Trần Văn Minh', submitted_at: '17:00 26/11/2026' })]);
      expect(localStorage.getItem(storageKey)).toBeNull();
    });

    it("'Xóa, không gửi nữa' removes the unsent registration from the phone: nothing is sent later", async () => {
      expectConsoleErrors(failedRequestLogs);
      vi.useFakeTimers({ toFake: ['Date'], now: Date.parse('2026-11-26T10:00:00Z') });
      server.use(http.post(endpoint, () => HttpResponse.error(), { once: true }));
      const requests = recordRequests();
      const user = await renderBlock();
      await keepsEverything(user);

      await user.click(screen.getByRole('button', { name: 'Xóa, không gửi nữa: đăng ký của Trần Văn Minh' }));
      expect(await screen.findByRole('status')).toHaveTextContent('Đã xóa đăng ký của phụ huynh Trần Văn Minh khỏi điện thoại này.');
      expect(screen.queryByRole('region', { name: 'Đăng ký đã lưu trên điện thoại này' })).not.toBeInTheDocument();
      expect(localStorage.getItem(storageKey)).toBeNull();
      // What was typed is still there to send again, if the parent wants to.
      expect(nameField()).toHaveValue('Trần Văn Minh');

      vi.setSystemTime(Date.parse('2026-11-26T10:05:00Z'));
      await unsentRegistrations().tryDue('event');
      expect(requests).toHaveLength(1);
    });

    it('shows a registration stored on an earlier visit, under the form, one stored by the previous version of the site too', async () => {
      const earlier = { submittedAt: Date.now() - 60_000, tries: 2, lastTriedAt: Date.now() - 30_000 };
      localStorage.setItem(storageKey, JSON.stringify([{ ...earlier, id: 'a', values: { parentName: 'Lê Thị Hoa', phone: '0987654321', subject: 'Kỹ Năng Sống' } }]));
      const previousVersion = { id: 'b', keptAt: earlier.submittedAt + 1, values: { parentName: 'Phạm Văn Nam', phone: '0903111222', subject: 'Tiếng Anh Giao Tiếp' }, tries: 1, refused: true };
      localStorage.setItem('mat-troi-nho.dang-ky-chua-gui', JSON.stringify({ version: 1, leads: [previousVersion] }));
      await renderBlock();
      const unsent = screen.getByRole('region', { name: 'Đăng ký đã lưu trên điện thoại này' });
      const lines = within(unsent).getAllByRole('listitem');
      expect(lines[0]).toHaveTextContent('Lê Thị Hoa, 0987654321, Kỹ Năng Sống');
      expect(lines[0]).toHaveTextContent('Đăng ký sẽ tự động gửi khi có kết nối.');
      expect(lines[1]).toHaveTextContent('Phạm Văn Nam, 0903111222, Tiếng Anh Giao Tiếp');
      expect(lines[1]).toHaveTextContent('Trung tâm chưa nhận được đăng ký này.');
      expect(nameField()).toHaveValue('');
    });
  });

  describe('no registration lost, whatever the parent typed or wherever the visit came from', () => {
    /** What the page's inline script noted on the visit's first page. */
    const landedOn = (landing: string, referrer = '') => sessionStorage.setItem(visitSourceKey, JSON.stringify({ landing, referrer }));
    /** The notice the page shows first, whichever it is: what the parent reads. */
    const firstNotice = () => waitFor(() => screen.queryByRole('status') ?? screen.getByRole('alert'));
    const campaign = (params: Record<string, string>) => `https://www.mattroinho.edu.vn/?${new URLSearchParams(params).toString()}`;

    /** Sends the valid registration and expects the centre to have it, with these fields of context and no others. */
    async function expectSentWith(context: Record<string, string>) {
      const user = await renderBlock();
      await fill(user, valid);
      await user.click(submitButton());
      expect(await firstNotice()).toHaveTextContent(messages.sent);
      expect(sentEmails).toEqual([
        {
          ...sentEmails[0],
          parentName: valid.parentName,
          phone: valid.phone,
          subject: valid.subject,
          page: '/',
          ...context,
        },
      ]);
      const sourceFields = ['page', 'utm_source', 'utm_medium', 'utm_campaign', 'referrer', 'child_age', 'level', 'level_score'];
      expect(Object.keys(sentEmails[0]!).filter((name) => sourceFields.includes(name)).sort()).toEqual(['page', ...Object.keys(context)].sort());
      expect(localStorage.getItem(storageKey)).toBeNull();
    }

    afterEach(() => {
      sessionStorage.clear();
      vi.unstubAllGlobals();
    });

    it('refuses a name over 200 characters (a paste, a value set by a script) with its own message, and sends nothing', async () => {
      const requests = recordRequests();
      const user = await renderBlock();
      fireEvent.change(nameField(), { target: { value: `Nguyễn Thị Lan ${'n'.repeat(186)}` } });
      await fill(user, { phone: valid.phone, subject: valid.subject });
      await user.click(submitButton());

      expect(await screen.findByRole('alert')).toHaveTextContent(messages.invalid);
      expect(nameField()).toHaveAccessibleDescription(messages.nameTooLong);
      expect(nameField()).toHaveFocus();
      expect(localStorage.getItem(storageKey)).toBeNull();
      await expectOnlyTheCorrectedFormSent(user, requests);
    });

    it('takes a 201-character paste as the 200 characters the field keeps, and sends them', async () => {
      const user = await renderBlock();
      const name = `Nguyễn Thị Lan ${'n'.repeat(186)}`;
      expect(nameField()).toHaveAttribute('maxlength', '200');
      await user.click(nameField());
      await user.paste(name);
      await fill(user, { phone: valid.phone, subject: valid.subject });
      await user.click(submitButton());
      expect(await firstNotice()).toHaveTextContent(messages.sent);
      expect(sentEmails.map((email) => email.parentName)).toEqual([name.slice(0, 200)]);
    });

    it('sends a registration whose referring host is 254 characters long, without that host', async () => {
      const host = ['a'.repeat(63), 'b'.repeat(63), 'c'.repeat(63), `${'d'.repeat(58)}.com`].join('.');
      expect(host).toHaveLength(254);
      landedOn(campaign({ utm_source: 'facebook' }), `https://${host}/bai-viet`);
      await expectSentWith({ utm_source: 'facebook' });
    });

    it.each([
      [8, 'Gửi kèm kết quả kiểm tra trình độ: A1 Movers, đúng 11/16 câu (bé 8 tuổi).', 'Gửi kèm tuổi của bé: 8 tuổi.'],
      [12, 'Gửi kèm kết quả kiểm tra trình độ: A2 Flyers, đúng 11/16 câu (con 12 tuổi).', 'Gửi kèm tuổi của con: 12 tuổi.'],
    ])('says above the button what goes with it of the level check, naming a %i-year-old as the result does', async (age, withResult, ageAlone) => {
      sessionStorage.setItem(levelCheckKey, JSON.stringify({ age, answers: {}, step: 1 }));
      await renderWithRouter(<RegistrationBlock />);
      expect(await screen.findByText(ageAlone)).toBeInTheDocument();
      cleanup();
      const result = { level: age < 11 ? 'a1-movers' : 'a2-flyers', name: age < 11 ? 'A1 Movers' : 'A2 Flyers', score: 11, total: 16 };
      sessionStorage.setItem(levelCheckKey, JSON.stringify({ age, answers: {}, step: 17, result }));
      await renderWithRouter(<RegistrationBlock />);
      expect(await screen.findByText(withResult)).toBeInTheDocument();
    });

    it('sends a registration whose stored level check has an impossible score (99999999999/16), without that score', async () => {
      const result = { level: 'a1-movers', name: 'A1 Movers', score: 99_999_999_999, total: 16 };
      sessionStorage.setItem(levelCheckKey, JSON.stringify({ age: 8, answers: {}, step: 17, result }));
      await expectSentWith({ child_age: '8', level: 'A1 Movers' });
    });

    it('sends the campaign without line breaks, control characters or direction overrides', async () => {
      landedOn(campaign({ utm_source: 'a\r\nBcc: x@evil.example', utm_medium: 'zalo\u0000\u0007', utm_campaign: 'he-2026\u202Egnp.exe' }));
      await expectSentWith({ utm_source: 'a Bcc: x@evil.example', utm_medium: 'zalo', utm_campaign: 'he-2026 gnp.exe' });
    });

    it('cuts a campaign of more than 100 characters between characters, never inside an emoji', async () => {
      landedOn(campaign({ utm_campaign: `${'a'.repeat(99)}😀b` }));
      await expectSentWith({ utm_campaign: 'a'.repeat(99) });
    });

    it('a registration the phone cannot keep is still sent, and never said to be kept', async () => {
      expectConsoleErrors(failedRequestLogs);
      vi.useFakeTimers({ toFake: ['Date'], now: Date.parse('2026-11-26T10:00:00Z') });
      vi.stubGlobal('localStorage', fullStorage);
      server.use(http.post(endpoint, () => HttpResponse.error(), { once: true }));
      const user = await renderBlock();
      await fill(user, valid);
      await user.click(submitButton());

      const alert = await screen.findByRole('alert');
      expect(alert).toHaveTextContent(messages.failed);
      expect(alert).toHaveTextContent(`Hoặc gọi ${siteConfig.phone} để đăng ký ngay.`);
      expect(alert).not.toHaveTextContent(messages.unsent);
      expect(screen.queryByRole('region', { name: 'Đăng ký đã lưu trên điện thoại này' })).not.toBeInTheDocument();
      expect(screen.getByRole('region', { name: 'Đăng ký chưa gửi được' })).toHaveTextContent('Nguyễn Thị Lan, 0912345678, Tiếng Anh Tiểu Học');

      // The tab sends it by itself once back online, and the form thanks the parent.
      vi.setSystemTime(Date.parse('2026-11-26T10:00:20Z'));
      act(() => {
        window.dispatchEvent(new Event('online'));
      });
      expect(await screen.findByRole('heading', { name: 'Cảm ơn phụ huynh Nguyễn Thị Lan!' })).toBeVisible();
      expect(sentEmails).toEqual([expect.objectContaining({ parentName: valid.parentName, phone: valid.phone })]);
    });
  });

  describe('notice bar', () => {
    // On phones it stays there, in the flow, so nothing fixed covers the button (the browser tests look).
    it('comes right after the form, on the notification layer', async () => {
      const user = await renderBlock();
      await user.click(submitButton());
      const notice = await screen.findByRole('alert');
      const layer = notice.parentElement!;
      expect(submitButton().closest('form')!.nextElementSibling).toBe(layer);
      expect(layer.style.zIndex).toBe('1400');
      expect(notice.closest('[data-portal]')).toBeNull();
    });

    it(`hides itself after exactly ${noticeDurationMs} ms`, async () => {
      expect(noticeDurationMs).toBe(6000);
      await renderBlock();
      vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
      fireEvent.click(submitButton());
      expect(screen.getByRole('alert')).toHaveTextContent(messages.invalid);

      act(() => {
        vi.advanceTimersByTime(noticeDurationMs - 1);
      });
      expect(screen.getByRole('alert')).toBeInTheDocument();
      act(() => {
        vi.advanceTimersByTime(1);
      });
      expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    });

    it('is replaced by a new notice, whose timer starts again', async () => {
      await renderBlock();
      vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
      fireEvent.click(submitButton());
      act(() => {
        vi.advanceTimersByTime(4000);
      });
      fireEvent.click(submitButton());
      expect(screen.getAllByRole('alert')).toHaveLength(1);

      act(() => {
        vi.advanceTimersByTime(noticeDurationMs - 1);
      });
      expect(screen.getByRole('alert')).toHaveTextContent(messages.invalid);
      act(() => {
        vi.advanceTimersByTime(1);
      });
      expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    });

    it('closes with its close button', async () => {
      const user = await renderBlock();
      await user.click(submitButton());
      const notice = await screen.findByRole('alert');
      await user.click(within(notice).getByRole('button', { name: 'Đóng thông báo' }));
      expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    });
  });
});
