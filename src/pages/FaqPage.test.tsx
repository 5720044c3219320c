import { act, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { listFaqGroups } from '@/content/faq/faq-queries';
import { siteConfig } from '@/lib/site-config';
import { renderWithRouter } from '../../tests/setup/render';
import { FaqPage } from './FaqPage';

const groups = await listFaqGroups();
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
