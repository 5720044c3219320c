import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { HttpResponse, http } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { levelCheckKey } from '@/components/level-check-progress';
import { siteConfig } from '@/lib/site-config';
import { sentEmails } from '@mocks/handlers/email';
import { server } from '@mocks/node';
import { renderWithRouter } from '../../../tests/setup/render';
import { RegistrationBlock } from './RegistrationBlock';
import { listRegistrationCourses } from './registration-courses';
import { expectConsoleErrors, failedRequestLogs } from '../../../tests/setup/console-guard';
import { fullStorage } from '../../../tests/setup/full-storage';
import { holdRequests, recordRequests, sendFormEndpoint as endpoint, storedRegistrations as stored, unsentStorageKey as storageKey } from '../../../tests/setup/send-form-requests';

// The registration block on an English page (/en): the same fields, rules and guarantees as the Vietnamese one
// (RegistrationBlock.test.tsx), in English, and every registration says so to the centre (lang=en).


describe('registration block, in English (/en)', () => {
  const english = {
    heading: 'Register for a free level test and trial class',
    invalid: 'Please fill in every field correctly.',
    failed: 'Something went wrong. Please try again later.',
    sent: 'Sent! The centre will contact you as soon as possible.',
    unsent: 'Your registration has been saved on this device and will be sent automatically once you’re back online.',
    parentName: 'Please enter the parent’s full name',
    nameTooLong: 'Please keep the parent’s name to 200 characters or fewer',
    phone: 'Please enter a valid Vietnamese mobile number',
    subject: 'Please choose a course',
  };
  const englishName = () => screen.getByRole<HTMLInputElement>('textbox', { name: 'Parent’s full name' });
  const englishPhone = () => screen.getByRole<HTMLInputElement>('textbox', { name: 'Phone number' });
  const englishCourse = () => screen.getByRole<HTMLSelectElement>('combobox', { name: 'Course' });
  const englishSubmit = () => screen.getByRole('button', { name: /^(Send registration|Sending…)$/ });
  /** The primary English course's title, as the root route gives it to English pages (the catalogue's English twin). */
  const primaryEnglish = async () => (await listRegistrationCourses('en')).find((course) => course.id === '5')!.title;
  const jane = { parentName: 'Jane Smith', phone: '0912 345 678' };

  async function renderEnglish(path = '/en') {
    const user = userEvent.setup({ delay: null });
    await renderWithRouter(<RegistrationBlock />, path);
    await screen.findByRole('region', { name: english.heading });
    return user;
  }

  async function fillEnglish(user: UserEvent, values: { parentName?: string; phone?: string; subject?: string }) {
    if (values.parentName) await user.type(englishName(), values.parentName);
    if (values.phone) await user.type(englishPhone(), values.phone);
    if (values.subject) await user.selectOptions(englishCourse(), values.subject);
  }

  /**
   * No Vietnamese letter in `element`'s text or accessible labels, but for the brand and the course titles: the catalogue's
   * English twin (its test checks those) names the courses, not the form.
   */
  async function expectNoVietnamese(element: HTMLElement, leaveOut = 'option') {
    const titles = (await listRegistrationCourses('en')).map(({ title }) => title);
    const copy = element.cloneNode(true) as HTMLElement;
    for (const left of copy.querySelectorAll(leaveOut)) left.remove();
    const labels = [...copy.querySelectorAll('[aria-label]')].map((labelled) => labelled.getAttribute('aria-label'));
    const words = [copy.textContent, ...labels].join(' ');
    const spoken = [...titles, 'Mặt Trời Nhỏ'].reduce((text, name) => text.replaceAll(name, ''), words);
    expect(spoken).not.toMatch(/[àáảãạăằắẳẵặâầấẩẫậđèéẻẽẹêềếểễệìíỉĩịòóỏõọôồốổỗộơờớởỡợùúủũụưừứửữựỳýỷỹỵ]/i);
  }

  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
    sessionStorage.clear();
  });

  it('shows the heading, the three fields, the courses as the English pages name them, the button and the consent line', async () => {
    await renderEnglish();
    const section = screen.getByRole('region', { name: english.heading });
    expect(screen.getByRole('heading', { level: 2, name: english.heading })).toBeInTheDocument();
    expect(section).toHaveTextContent(
      'Leave your details and the centre will call you back to arrange a level test and a free trial class for your child.',
    );
    for (const field of [englishName(), englishPhone(), englishCourse()]) expect(field).toHaveAttribute('aria-required', 'true');

    const options = within(englishCourse()).getAllByRole<HTMLOptionElement>('option');
    // As the catalogue's English twin writes them: not capitalised word by word, as the Vietnamese are.
    const titles = (await listRegistrationCourses('en')).map(({ title }) => title);
    expect(options.map((option) => [option.value, option.textContent])).toEqual([
      ['', 'Choose a course for your child'],
      ...titles.map((title) => [title, title]),
    ]);
    expect(englishSubmit()).toHaveTextContent('Send registration');

    const privacy = within(section).getByRole('link', { name: 'privacy policy' });
    expect(privacy).toHaveAttribute('href', '/en/privacy');
    expect(privacy.parentElement).toHaveTextContent(
      'By sending your details, you agree to Mặt Trời Nhỏ using this name and phone number only to advise you and to arrange the level test and trial class. See our privacy policy.',
    );
    await expectNoVietnamese(section);
  });

  it('starts with the course the page chose (?khoa-hoc=<id>), by its English title', async () => {
    await renderEnglish('/en?khoa-hoc=5');
    const title = await primaryEnglish();
    await waitFor(() => expect(englishCourse()).toHaveValue(title));
  });

  it('refuses three empty fields in English, focuses the name and sends nothing', async () => {
    const requests = recordRequests();
    const user = await renderEnglish();
    await user.click(englishSubmit());

    expect(await screen.findByRole('alert')).toHaveTextContent(english.invalid);
    expect(englishName()).toHaveAccessibleDescription(english.parentName);
    expect(englishPhone()).toHaveAccessibleDescription(english.phone);
    expect(englishCourse()).toHaveAccessibleDescription(english.subject);
    expect(englishName()).toHaveFocus();
    expect(within(screen.getByRole('alert')).getByRole('button', { name: 'Close notice' })).toBeVisible();
    await expectNoVietnamese(screen.getByRole('region', { name: english.heading }));
    expect(requests).toEqual([]);
  });

  it.each([
    ['an empty name', { parentName: '', phone: jane.phone }, english.parentName, englishName],
    ['a name of spaces only', { parentName: '   ', phone: jane.phone }, english.parentName, englishName],
    ['a landline number', { parentName: jane.parentName, phone: '024 3823 4567' }, english.phone, englishPhone],
    ['a foreign mobile number', { parentName: jane.parentName, phone: '+44 7700 900123' }, english.phone, englishPhone],
  ] as const)(
    'refuses %s with its English message: only that field is marked, nothing is sent',
    async (_case, values, message, field) => {
      const requests = recordRequests();
      const user = await renderEnglish();
      await fillEnglish(user, { ...values, subject: await primaryEnglish() });
      await user.click(englishSubmit());

      expect(await screen.findByRole('alert')).toHaveTextContent(english.invalid);
      expect(field()).toHaveAccessibleDescription(message);
      expect(field()).toHaveFocus();
      const errors = [english.parentName, english.phone, english.subject].filter((text) => screen.queryByText(text));
      expect(errors).toEqual([message]);
      expect(requests).toEqual([]);
    },
  );

  it('refuses a name over 200 characters with its English message', async () => {
    const user = await renderEnglish();
    fireEvent.change(englishName(), { target: { value: `Jane ${'n'.repeat(196)}` } });
    await fillEnglish(user, { phone: jane.phone, subject: await primaryEnglish() });
    await user.click(englishSubmit());
    expect(englishName()).toHaveAccessibleDescription(english.nameTooLong);
  });

  it('sends lang=en with the course as the parent saw it, the time in Vietnamese for the centre, and thanks the parent in English', async () => {
    const { requests, release } = holdRequests();
    const user = await renderEnglish();
    const course = await primaryEnglish();
    await fillEnglish(user, { ...jane, subject: course });
    await user.click(englishSubmit());

    const button = await screen.findByRole('button', { name: 'Sending…' });
    expect(button).toBeDisabled();
    release();
    expect(await screen.findByRole('status')).toHaveTextContent(english.sent);
    expect(requests).toHaveLength(1);
    const body = await requests[0]!.formData();
    expect(body.get('lang')).toBe('en');
    expect(sentEmails).toEqual([
      expect.objectContaining({
        parentName: 'Jane Smith',
        phone: '0912345678',
        subject: course,
        lang: 'en',
        submitted_at: expect.stringMatching(/^\d{2}:\d{2} \d{2}\/\d{2}\/20\d{2}$/) as string,
      }),
    ]);
    expect(localStorage.getItem(storageKey)).toBeNull();

    const thanks = await screen.findByRole('heading', { name: 'Thank you, Jane Smith!' });
    await waitFor(() => expect(thanks).toHaveFocus());
    const panel = thanks.parentElement!;
    expect(panel).toHaveTextContent(`The centre has received your registration for ${course}. What happens next:`);
    expect(panel).toHaveTextContent(
      'Within 24 hours, an adviser will call 0912 345 678 to learn a little more about your child and find a time that suits you (Monday to Sunday, 8:00–21:00).',
    );
    expect(panel).toHaveTextContent('Your child takes a free level test at the centre, lasting about 30 minutes.');
    expect(panel).toHaveTextContent('Need to talk sooner? You can call the centre or message it on Zalo:');
    // The call and Zalo buttons are the site's shared ones (src/components/CallOrZaloButtons.tsx), worded with the shell.
    await expectNoVietnamese(panel, `a[href="${siteConfig.phoneHref}"], a[href="${siteConfig.zaloHref}"]`);

    await user.click(within(panel).getByRole('button', { name: 'Register another child' }));
    expect(englishName()).toHaveFocus();
    expect(englishName()).toHaveValue('');
  });

  it('on a network error keeps everything, says so in English, offers a call, Zalo and an English SMS, and sends lang=en later', async () => {
    expectConsoleErrors(failedRequestLogs);
    vi.useFakeTimers({ toFake: ['Date'], now: Date.parse('2026-11-26T10:00:00Z') });
    server.use(http.post(endpoint, () => HttpResponse.error(), { once: true }));
    const requests = recordRequests();
    const user = await renderEnglish();
    const course = await primaryEnglish();
    await fillEnglish(user, { ...jane, subject: course });
    await user.click(englishSubmit());

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(english.failed);
    expect(alert).toHaveTextContent(english.unsent);
    expect(stored()).toEqual([
      expect.objectContaining({ lang: 'en', values: { parentName: 'Jane Smith', phone: '0912345678', subject: course } }),
    ]);

    const unsent = screen.getByRole('region', { name: 'Registrations saved on this device' });
    expect(unsent).toHaveTextContent('Saved on this device, not sent yet');
    expect(unsent).toHaveTextContent(`Jane Smith, 0912345678, ${course} (saved at 17:00, 26 November 2026)`);
    expect(unsent).toHaveTextContent('It will be sent automatically once you’re back online.');
    expect(within(unsent).getByRole('button', { name: 'Delete, don’t send: Jane Smith’s registration' })).toHaveTextContent(
      'Delete, don’t send',
    );

    expect(screen.getByText('Or contact the centre straight away:')).toBeVisible();
    expect(screen.getByRole('link', { name: `Call ${siteConfig.phone}` })).toHaveAttribute('href', siteConfig.phoneHref);
    expect(screen.getByRole('link', { name: 'Message on Zalo' })).toHaveAttribute('href', siteConfig.zaloHref);
    const sms = new URL(screen.getByRole('link', { name: 'Send your registration by text' }).getAttribute('href')!);
    expect(new URLSearchParams(sms.search).get('body')).toBe(
      `Registration for a level test and trial class: Jane Smith, 0912 345 678, ${course}`,
    );
    expect(englishName()).toHaveValue('Jane Smith');
    await expectNoVietnamese(screen.getByRole('region', { name: english.heading }));

    // Back online 20 s later: sent by itself, still in English, and the form thanks the parent.
    vi.setSystemTime(Date.parse('2026-11-26T10:00:20Z'));
    act(() => {
      window.dispatchEvent(new Event('online'));
    });
    expect(await screen.findByRole('heading', { name: 'Thank you, Jane Smith!' })).toBeVisible();
    expect(requests).toHaveLength(2);
    expect(sentEmails).toEqual([
      expect.objectContaining({ parentName: 'Jane Smith', lang: 'en', submitted_at: '17:00 26/11/2026' }),
    ]);
  });

  it('deleting an unsent registration says so in English', async () => {
    expectConsoleErrors(failedRequestLogs);
    server.use(http.post(endpoint, () => HttpResponse.error(), { once: true }));
    const user = await renderEnglish();
    await fillEnglish(user, { ...jane, subject: await primaryEnglish() });
    await user.click(englishSubmit());
    await screen.findByRole('alert');
    await user.click(screen.getByRole('button', { name: 'Delete, don’t send: Jane Smith’s registration' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Jane Smith’s registration has been deleted from this device.');
    expect(localStorage.getItem(storageKey)).toBeNull();
  });

  it('tells which level check result goes with it, in English', async () => {
    sessionStorage.setItem(
      levelCheckKey,
      JSON.stringify({ age: 8, answers: {}, step: 17, result: { level: 'a1-movers', name: 'A1 Movers', score: 11, total: 16 } }),
    );
    await renderEnglish();
    expect(
      await screen.findByText('Your child’s level check result will be sent with your registration: A1 Movers, 11/16 correct (age 8).'),
    ).toBeVisible();
  });

  // Last: the page's unsent registrations then live in the tab only, for the rest of this file.
  it('a registration the phone cannot keep offers the hotline in English', async () => {
    expectConsoleErrors(failedRequestLogs);
    vi.stubGlobal('localStorage', fullStorage);
    server.use(http.post(endpoint, () => HttpResponse.error(), { once: true }));
    const user = await renderEnglish();
    await fillEnglish(user, { ...jane, subject: await primaryEnglish() });
    await user.click(englishSubmit());
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(`${english.failed}Or call ${siteConfig.phone} to register now.`);
    expect(within(alert).getByRole('link', { name: siteConfig.phone })).toHaveAttribute('href', siteConfig.phoneHref);
    const unsent = screen.getByRole('region', { name: 'Registrations not sent yet' });
    expect(unsent).toHaveTextContent('Not sent yet: this page will try again while it stays open');
  });
});
