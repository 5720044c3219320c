import { act, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { listFaqGroups } from '@/content/faq/faq-queries';
import { siteConfig } from '@/lib/site-config';
import { renderApp, renderWithRouter } from '../../tests/setup/render';
import { FaqPage } from './FaqPage';

const groups = await listFaqGroups('vi');
const questions = groups.flatMap((group) => group.questions);

const renderPage = (path: string) => renderWithRouter(<FaqPage groups={groups} />, path);
const details = (container: HTMLElement) => [...container.querySelectorAll('details')];
const opened = (container: HTMLElement) => details(container).filter((question) => question.open).map((question) => question.id);

describe('questions parents ask', () => {
  it('shows every question by group, closed, each answer ending with a link to the page it is about', async () => {
    const { container } = await renderPage('/cau-hoi-thuong-gap');
    expect(screen.getByRole('heading', { level: 1, name: 'Câu hỏi thường gặp' })).toBeInTheDocument();
    for (const group of groups) {
      const section = screen.getByRole('region', { name: group.title });
      expect([...section.querySelectorAll('summary')].map((summary) => summary.textContent)).toEqual(
        group.questions.map((question) => question.question),
      );
    }
    expect(details(container).map((question) => question.id)).toEqual(questions.map((question) => question.id));
    expect(opened(container)).toEqual([]);
    const studyTime = within(container.querySelector<HTMLElement>('#bao-lau-len-cap')!);
    expect(studyTime.getByRole('link', { name: 'Xem khóa Tiếng Anh tiểu học' })).toHaveAttribute('href', '/khoa-hoc/tieng-anh-cambridge/5');
    const trial = within(container.querySelector<HTMLElement>('#hoc-thu')!);
    expect(trial.getByRole('link', { name: /^Đăng ký/ })).toHaveAttribute('href', '/cau-hoi-thuong-gap#dang-ky');

    const stillAsking = screen.getByRole('complementary', { name: 'Chưa thấy câu hỏi của bạn?' });
    expect(within(stillAsking).getByRole('link', { name: `Gọi ${siteConfig.phone}` })).toHaveAttribute('href', siteConfig.phoneHref);
    expect(within(stillAsking).getByRole('link', { name: 'Nhắn Zalo (mở thẻ mới)' })).toHaveAttribute('href', siteConfig.zaloHref);
    expect(screen.getByRole('region', { name: 'ĐĂNG KÝ KIỂM TRA TRÌNH ĐỘ VÀ HỌC THỬ MIỄN PHÍ' })).toBeInTheDocument();
  });

  it('opens the question its address names, and the next one named, leaving open what was', async () => {
    const { container, router } = await renderPage('/cau-hoi-thuong-gap#hoc-bu');
    await waitFor(() => expect(opened(container)).toEqual(['hoc-bu']));
    await act(() => router.navigate({ to: '.', hash: 'dua-don' }));
    await waitFor(() => expect(opened(container)).toEqual(['hoc-bu', 'dua-don']));
    // A fragment that is not a question (the form) opens none.
    await act(() => router.navigate({ to: '.', hash: 'dang-ky' }));
    expect(opened(container)).toEqual(['hoc-bu', 'dua-don']);
  });
});

/** Letters Vietnamese has and English does not. */
const vietnamese = /[àáảãạăằắẳẵặâầấẩẫậđèéẻẽẹêềếểễệìíỉĩịòóỏõọôồốổỗộơờớởỡợùúủũụưừứửữựỳýỷỹỵ]/i;
/** The text with the centre's name (a name, kept in every language) left out. */
/** Without the names English keeps in Vietnamese: the centre's, and the festival's (Tết, its English name beside it). */
const withoutNames = (text: string | null) => (text ?? '').replaceAll(siteConfig.name, '').replaceAll('Tết (Lunar New Year)', '');

describe('questions parents ask, in English (/en/faq)', () => {
  it('shows every question and answer in English, the links to English pages, and the other ways to ask', async () => {
    const english = await listFaqGroups('en');
    const { container } = await renderWithRouter(<FaqPage groups={english} />, '/en/faq');
    const heading = screen.getByRole('heading', { level: 1, name: 'Frequently asked questions' });
    expect(heading.parentElement).toHaveTextContent(`The questions parents often ask before and during their child’s time at ${siteConfig.name}.`);
    expect(screen.getByRole('region', { name: 'Cambridge exams' })).toBeInTheDocument();
    const summaries = [...container.querySelectorAll('summary')].map((summary) => summary.textContent);
    expect(summaries).toEqual(english.flatMap((group) => group.questions.map((question) => question.question)));
    expect(summaries).toContain('Will my child have homework?');
    // The anchors are the Vietnamese page's: an address with #hoc-bu opens the same question in both.
    expect(details(container).map((question) => question.id)).toEqual(questions.map((question) => question.id));

    const studyTime = within(container.querySelector<HTMLElement>('#bao-lau-len-cap')!);
    expect(studyTime.getByRole('link', { name: 'See the Primary English course' })).toHaveAttribute('href', '/en/courses/cambridge-english/5');
    const trial = within(container.querySelector<HTMLElement>('#hoc-thu')!);
    expect(trial.getByRole('link', { name: 'Register for a free level test and trial class' })).toHaveAttribute('href', '/en/faq#dang-ky');
    const timetable = within(container.querySelector<HTMLElement>('#lich-hoc')!);
    expect(timetable.getByText(/open every day of the week \(8:00 to 21:00\)/)).toBeInTheDocument();

    const stillAsking = screen.getByRole('complementary', { name: 'Can’t find your question?' });
    expect(stillAsking).toHaveTextContent('our advisers answer every day of the week, from 8:00 to 21:00.');
    expect(within(stillAsking).getByRole('link', { name: 'Register for a free trial class' })).toBeInTheDocument();

    // Nothing of this page's own is in Vietnamese: its title and lead, the questions and the note.
    const questionGroups = english.map((group) => screen.getByRole('region', { name: group.title }));
    const own = [heading.parentElement!, ...questionGroups, stillAsking.querySelector('h2')!, stillAsking.querySelector('p')!];
    for (const element of own) expect(withoutNames(element.textContent)).not.toMatch(vietnamese);
  });

  it('opens the question its address names, as the Vietnamese page does', async () => {
    const { container } = await renderWithRouter(<FaqPage groups={await listFaqGroups('en')} />, '/en/faq#hoc-bu');
    await waitFor(() => expect(opened(container)).toEqual(['hoc-bu']));
  });

  it('has an English head: title, description, and the questions in English as its structured data', async () => {
    await renderApp('/en/faq');
    expect(await screen.findByRole('heading', { level: 1, name: 'Frequently asked questions' })).toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe(`Frequently asked questions | ${siteConfig.name}`));
    expect(document.querySelector('meta[name="description"]')).toHaveAttribute('content', expect.stringMatching(/^Parents ask, Mặt Trời Nhỏ answers:/));
    expect(document.querySelector('meta[property="og:locale"]')).toHaveAttribute('content', 'en_GB');
    const data = [...document.querySelectorAll('script[type="application/ld+json"]')].map((script) => script.textContent).join('');
    expect(data).toContain('"name":"How long does it take to move up a Cambridge level?"');
    expect(data).toContain('"name":"Frequently asked questions"');
    expect(data).not.toContain('Bao lâu thì bé lên được');
  });
});
