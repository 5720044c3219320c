import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { db } from '../../../mocks/db';
import { setScenario } from '../../../mocks/scenario';
import { renderWithRouter } from '../../../tests/setup/render';
import { expectConsoleErrors, failedRequestLogs } from '../../../tests/setup/console-guard';
import { formatDate } from '@/lib/format-date';
import { loadHomeNews } from './load-home-news';
import { NewsHighlights } from './NewsHighlights';

/** Letters Vietnamese has and English does not. */
const vietnameseLetters = /[àáảãạăằắẳẵặâầấẩẫậđèéẻẽẹêềếểễệìíỉĩịòóỏõọôồốổỗộơờớởỡợùúủũụưừứửữựỳýỷỹỵ]/i;

/** The home page's news block at an address, with the news its route loads. */
async function renderBlock(path: string) {
  // A promise that fails, as the route's loader has it, is the block's own message (null).
  await renderWithRouter(<NewsHighlights news={loadHomeNews().catch(() => null)} />, path);
  return screen.findByRole('region', { name: path.startsWith('/en') ? 'News and events' : 'TIN TỨC VÀ SỰ KIỆN' });
}

describe("the home page's news block, in English (/en)", () => {
  it('shows the Vietnamese articles, marked as Vietnamese, in an English frame', async () => {
    const block = await renderBlock('/en');
    await within(block).findByText('Featured');
    expect(block).toHaveTextContent('The latest activities at Mặt Trời Nhỏ');
    expect(within(block).getByText('The centre writes its news in Vietnamese, so the articles appear here as they were published.')).toBeInTheDocument();
    const cards = within(block).getAllByRole('article');
    expect(cards).toHaveLength(5);
    for (const card of cards) {
      expect(within(card).getByRole('link').getAttribute('href')).toMatch(/^\/en\/news\/[a-f\d]{24}$/);
      expect(within(card).getByRole('heading')).toHaveAttribute('lang', 'vi');
      const article = db.article.getAll().find((known) => card.textContent?.includes(known.title))!;
      expect(within(card).getByText(formatDate(article.date, 'en')).tagName).toBe('TIME');
    }
    expect(within(block).getByRole('link', { name: 'See all news' })).toHaveAttribute('href', '/en/news');

    const frame = block.cloneNode(true) as HTMLElement;
    for (const vietnamese of frame.querySelectorAll('[lang="vi"]')) vietnamese.remove();
    expect((frame.textContent ?? '').replace(/Mặt Trời Nhỏ/giu, '')).not.toMatch(vietnameseLetters);
  });

  it('says in English when there is no news yet', async () => {
    expectConsoleErrors(failedRequestLogs);
    setScenario('empty');
    expect(await within(await renderBlock('/en')).findByText('There is no news from the centre yet. Do come back soon!')).toBeInTheDocument();
  });

  it('says in English when the news could not be loaded', async () => {
    expectConsoleErrors(failedRequestLogs);
    setScenario('error');
    expect(await within(await renderBlock('/en')).findByRole('alert')).toHaveTextContent('News not found');
  });

  it('shows no note on the Vietnamese page, which is as it was', async () => {
    const block = await renderBlock('/');
    await within(block).findByText('Tin nổi bật');
    expect(block).not.toHaveTextContent('Vietnamese');
    expect(block.querySelector('[lang]')).toBeNull();
  });
});
