import { act, cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse, http } from 'msw';
import { describe, expect, it } from 'vitest';
import { db } from '../../mocks/db';
import { toArticleJson } from '../../mocks/handlers/news';
import { server } from '../../mocks/node';
import { setScenario } from '../../mocks/scenario';
import { formatDate } from '@/lib/format-date';
import { renderApp } from '../../tests/setup/render';
import { expectConsoleErrors, failedRequestLogs } from '../../tests/setup/console-guard';


const newestFirst = () => [...db.article.getAll()].sort((a, b) => b.date.localeCompare(a.date));
const categories = () => db.category.getAll();
const category = (type: string) => categories().find((known) => known.type === type)!;

/** The cards' titles, in order, once the list has rendered. */
async function cardTitles() {
  const cards = await screen.findAllByRole('article');
  return cards.map((card) => within(card).getByRole('heading', { level: 3 }).textContent);
}

/** The tabs: links in their own navigation. */
const tabList = () => within(screen.getByRole('navigation', { name: 'Chủ đề tin tức' }));
const tab = (name: string) => tabList().getByRole('link', { name });

const pagination = () => screen.queryByRole('navigation', { name: 'Phân trang tin tức' });

describe('news list page', () => {
  it('opens with the hot article, its link, the category tabs and the six newest articles', async () => {
    await renderApp('/tin-tuc');
    const hot = newestFirst().find((article) => article.isHot)!;
    expect(await screen.findByRole('heading', { level: 1, name: 'Tin tức và sự kiện' })).toBeInTheDocument();
    expect(screen.getByText(hot.title, { selector: 'span' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Đọc chi tiết' })).toHaveAttribute('href', `/tin-tuc/${hot._id}`);

    const tabs = tabList().getAllByRole('link');
    expect(tabs.map((link) => link.textContent)).toEqual(['Tất cả', ...categories().map((known) => known.type)]);
    expect(tabs.map((link) => link.getAttribute('href'))).toEqual(['/tin-tuc', ...categories().map((known) => `/tin-tuc?tab=${known._id}`)]);
    expect(tab('Tất cả')).toHaveAttribute('aria-current', 'page');
    expect(tabList().getAllByRole('link').filter((link) => link.hasAttribute('aria-current'))).toHaveLength(1);

    expect(await cardTitles()).toEqual(newestFirst().slice(0, 6).map((article) => article.title));
    const firstCard = screen.getAllByRole('article')[0]!;
    const first = newestFirst()[0]!;
    expect(within(firstCard).getByRole('link', { name: first.title })).toHaveAttribute('href', `/tin-tuc/${first._id}`);
    expect(firstCard).toHaveTextContent(first.category!.type);
    expect(firstCard).toHaveTextContent(first.summary);
    await waitFor(() => expect(document.title).toBe('Tin tức | Mặt Trời Nhỏ'));
  });

  it('pages with links labelled in Vietnamese, and keeps the page in the URL', async () => {
    const user = userEvent.setup();
    const { router } = await renderApp('/tin-tuc');
    await cardTitles();
    const nav = pagination()!;
    const pages = Math.ceil(db.article.count() / 6);
    expect(within(nav).getAllByRole('link', { name: /^Trang \d+$/ })).toHaveLength(pages);
    expect(within(nav).getByRole('link', { name: 'Trang 1' })).toHaveAttribute('aria-current', 'page');
    expect(within(nav).getByRole('button', { name: 'Trang trước' })).toBeDisabled();
    expect(within(nav).getByRole('link', { name: 'Trang sau' })).toHaveAttribute('href', '/tin-tuc?page=2');

    await user.click(within(nav).getByRole('link', { name: 'Trang 2' }));
    await waitFor(() => expect(router.state.location.href).toBe('/tin-tuc?page=2'));
    await waitFor(async () => expect(await cardTitles()).toEqual(newestFirst().slice(6, 12).map((article) => article.title)));
    expect(within(pagination()!).getByRole('link', { name: 'Trang 2' })).toHaveAttribute('aria-current', 'page');
    expect(within(pagination()!).getByRole('link', { name: 'Trang trước' })).toHaveAttribute('href', '/tin-tuc');
    await waitFor(() => expect(document.title).toBe('Tin tức – Trang 2 | Mặt Trời Nhỏ'));
  });

  it.each([
    ['the first page', () => 1],
    ['a middle page', () => 2],
    ['the last page', () => Math.ceil(db.article.count() / 6)],
  ])('marks only the current page number as the current page on %s', async (_case, currentPage) => {
    const page = currentPage();
    await renderApp(page === 1 ? '/tin-tuc' : `/tin-tuc?page=${page}`);
    await cardTitles();
    const current = pagination()!.querySelectorAll('[aria-current]');
    expect(current).toHaveLength(1);
    expect(current[0]).toHaveAttribute('aria-current', 'page');
    expect(current[0]).toHaveAccessibleName(`Trang ${page}`);
  });

  it('puts the chosen tab in the URL, back on page 1, and shows only that category without paging (six or fewer)', async () => {
    const user = userEvent.setup();
    const { router } = await renderApp('/tin-tuc?page=3');
    await cardTitles();
    const events = category('Sự kiện');
    await user.click(tab('Sự kiện'));

    await waitFor(() => expect(router.state.location.href).toBe(`/tin-tuc?tab=${events._id}`));
    expect(tab('Sự kiện')).toHaveAttribute('aria-current', 'page');
    const expected = newestFirst().filter((article) => article.category!._id === events._id);
    expect(expected.length).toBeLessThanOrEqual(6);
    await waitFor(async () => expect(await cardTitles()).toEqual(expected.map((article) => article.title)));
    expect(pagination()).not.toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe('Tin tức – Sự kiện | Mặt Trời Nhỏ'));
  });

  it('shows the news of a category whose id is not a database id', async () => {
    const user = userEvent.setup();
    const scholarships = { _id: 'hoc-bong', type: 'Học bổng' };
    const inCategory = newestFirst()
      .slice(0, 2)
      .map((article) => ({ ...toArticleJson(article), category: scholarships }));
    const asked: (string | null)[] = [];
    server.use(
      http.get('*/api/v1/new-categories', () => HttpResponse.json([...categories().map(({ _id, type }) => ({ _id, type })), scholarships])),
      http.get('*/api/v1/news', ({ request }) => {
        const category = new URL(request.url).searchParams.get('category');
        asked.push(category);
        return category === scholarships._id ? HttpResponse.json({ news: inCategory, totalPages: 1 }) : undefined;
      }),
    );
    const { router } = await renderApp('/tin-tuc');
    await cardTitles();
    await user.click(tab('Học bổng'));

    await waitFor(() => expect(router.state.location.href).toBe('/tin-tuc?tab=hoc-bong'));
    expect(tab('Học bổng')).toHaveAttribute('aria-current', 'page');
    await waitFor(async () => expect(await cardTitles()).toEqual(inCategory.map((article) => article.title)));
    expect(asked.at(-1)).toBe('hoc-bong');
    await waitFor(() => expect(document.title).toBe('Tin tức – Học bổng | Mặt Trời Nhỏ'));
  });

  it('keeps the tab current on its later pages, and a tab on page 2 leads back to page 1', async () => {
    const events = category('Sự kiện');
    await renderApp(`/tin-tuc?page=2`);
    await cardTitles();
    expect(tab('Tất cả')).toHaveAttribute('aria-current', 'page');
    expect(tab('Sự kiện')).toHaveAttribute('href', `/tin-tuc?tab=${events._id}`);
  });

  it.each(['abc', '-3', '0', '1.5'])('falls back to page 1 for ?page=%s', async (value) => {
    await renderApp(`/tin-tuc?page=${value}`);
    expect(await cardTitles()).toEqual(newestFirst().slice(0, 6).map((article) => article.title));
    expect(within(pagination()!).getByRole('link', { name: 'Trang 1' })).toHaveAttribute('aria-current', 'page');
  });

  it('says a page past the last one is empty and links back to page 1 of the same tab', async () => {
    const events = category('Sự kiện');
    await renderApp(`/tin-tuc?tab=${events._id}&page=999`);
    expect(await screen.findByText('Trang 999 không có bài viết nào')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Về trang 1' })).toHaveAttribute('href', `/tin-tuc?tab=${events._id}`);
    expect(pagination()).not.toBeInTheDocument();
  });

  it.each([
    ['a tab that is not a category id', 'tin-hot'],
    ['a category that does not exist (any more)', 'aaaaaaaaaaaaaaaaaaaaaaaa'],
  ])('falls back to every category for %s, even if the API refuses that category', async (_case, unknownTab) => {
    expectConsoleErrors(failedRequestLogs);
    const asked: (string | null)[] = [];
    server.use(
      http.get('*/api/v1/news', ({ request }) => {
        const category = new URL(request.url).searchParams.get('category');
        asked.push(category);
        return category === unknownTab ? HttpResponse.json({ statusCode: 500, message: 'Cast to ObjectId failed' }, { status: 500 }) : undefined;
      }),
    );
    const { router } = await renderApp(`/tin-tuc?tab=${unknownTab}`);
    expect(await cardTitles()).toEqual(newestFirst().slice(0, 6).map((article) => article.title));
    expect(tab('Tất cả')).toHaveAttribute('aria-current', 'page');
    expect(router.state.location.href).toBe('/tin-tuc');
    expect(asked.at(-1)).toBeNull();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('says so, with a way back to every category, when a category has no articles', async () => {
    const notices = category('Thông báo');
    server.use(
      http.get('*/api/v1/news', ({ request }) =>
        new URL(request.url).searchParams.get('category') === notices._id ? HttpResponse.json({ news: [], totalPages: 0 }) : undefined,
      ),
    );
    await renderApp(`/tin-tuc?tab=${notices._id}`);
    expect(await screen.findByText('Chưa có bài viết nào trong mục này')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Xem tất cả tin tức' })).toHaveAttribute('href', '/tin-tuc');
    expect(pagination()).not.toBeInTheDocument();
  });

  it('shows the page heading but no hero article, and a kind note, when there are no articles at all', async () => {
    expectConsoleErrors(failedRequestLogs);
    setScenario('empty');
    await renderApp('/tin-tuc');
    expect(await screen.findByText('Trung tâm chưa có tin tức mới. Ba mẹ quay lại sau nhé!')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Tin tức và sự kiện' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Đọc chi tiết' })).not.toBeInTheDocument();
    expect(tabList().getAllByRole('link')).toHaveLength(categories().length + 1);
    expect(pagination()).not.toBeInTheDocument();
  });

  it.each(['error', 'malformed'] as const)('shows "Không tìm thấy tin tức" and a retry that works when the answer is %s', async (scenario) => {
    expectConsoleErrors(failedRequestLogs);
    const user = userEvent.setup();
    setScenario(scenario);
    await renderApp('/tin-tuc');
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByRole('heading', { level: 1, name: 'Không tìm thấy tin tức' })).toBeInTheDocument();
    expect(screen.getByRole('banner')).not.toBeEmptyDOMElement();

    setScenario('normal');
    await user.click(screen.getByRole('button', { name: 'Thử lại' }));
    expect(await cardTitles()).toHaveLength(6);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('asks again on arrival for a list preloaded while the API failed', async () => {
    expectConsoleErrors(failedRequestLogs);
    const { router } = await renderApp('/gioi-thieu');
    await screen.findByRole('heading', { level: 1 });
    setScenario('error');
    await act(() => router.preloadRoute({ to: '/tin-tuc' }));
    setScenario('normal');
    await act(() => router.navigate({ to: '/tin-tuc' }));
    expect(await cardTitles()).toHaveLength(6);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('keeps the current cards while the next page loads, and aborts a request a newer choice replaced', async () => {
    const signals: AbortSignal[] = [];
    server.use(
      http.get('*/api/v1/news', async ({ request }) => {
        if (new URL(request.url).searchParams.get('current') !== '2') return undefined;
        signals.push(request.signal);
        // Page 2 never answers: page 3 is chosen meanwhile, which must abort it.
        await new Promise((resolve) => request.signal.addEventListener('abort', resolve));
        return undefined;
      }),
    );
    const { router } = await renderApp('/tin-tuc');
    const firstPage = await cardTitles();
    // Every state the list goes through, as the parent sees it: the route's own timing (a slow
    // answer shows the loading view after 500 ms) does not decide what this test sees.
    const seen: { titles: string[]; busy: string }[] = [];
    const observer = new MutationObserver(() =>
      seen.push({
        titles: screen.queryAllByRole('article').map((card) => card.querySelector('h3')?.textContent ?? ''),
        busy: screen.queryAllByRole('status').map((status) => status.textContent).join(''),
      }),
    );
    observer.observe(document.body, { subtree: true, childList: true, characterData: true, attributes: true });
    act(() => void router.navigate({ to: '/tin-tuc', search: { page: 2 } }));
    await waitFor(() => expect(signals).toHaveLength(1));
    await waitFor(() => expect(seen).toContainEqual({ titles: firstPage, busy: 'Đang tải tin tức' }));
    observer.disconnect();

    await act(() => router.navigate({ to: '/tin-tuc', search: { page: 3 } }));
    expect(signals[0]!.aborted).toBe(true);
    await waitFor(async () => expect(await cardTitles()).toEqual(newestFirst().slice(12, 18).map((article) => article.title)));
  });
});

/** Letters Vietnamese has and English does not. */
const vietnameseLetters = /[àáảãạăằắẳẵặâầấẩẫậđèéẻẽẹêềếểễệìíỉĩịòóỏõọôồốổỗộơờớởỡợùúủũụưừứửữựỳýỷỹỵ]/i;

/** What the page says in its own words: the main content without the articles' text (marked lang="vi") and the centre's name. */
function frameText() {
  const main = screen.getByRole('main').cloneNode(true) as HTMLElement;
  for (const article of main.querySelectorAll('[lang="vi"]')) article.remove();
  return (main.textContent ?? '').replace(/Mặt Trời Nhỏ/giu, '');
}

/** The categories' names on English pages: the frame's own, for the categories the centre has. */
const englishCategory: Record<string, string> = {
  'Sự kiện': 'Events',
  'Thành tích học viên': 'Student achievements',
  'Hoạt động ngoại khóa': 'Extra-curricular activities',
  'Thông báo': 'Announcements',
  'Góc phụ huynh': 'For parents',
};

const englishTabs = () => within(screen.getByRole('navigation', { name: 'News topics' }));
const englishPagination = () => screen.queryByRole('navigation', { name: 'News pages' });

describe('news list page, in English (/en/news)', () => {
  it('shows the Vietnamese articles as they are, marked as Vietnamese, in an English frame', async () => {
    await renderApp('/en/news');
    const hot = newestFirst().find((article) => article.isHot)!;
    expect(await screen.findByRole('heading', { level: 1, name: 'News and events' })).toBeInTheDocument();
    // The heading is there before the news: on busy cores the hot article came after it (a CI run).
    expect(await screen.findByText('Featured')).toBeInTheDocument();
    expect(screen.getByText(hot.title, { selector: 'span' })).toHaveAttribute('lang', 'vi');
    expect(screen.getByRole('link', { name: 'Read the article' })).toHaveAttribute('href', `/en/news/${hot._id}`);
    expect(screen.getByRole('heading', { level: 2, name: 'Mặt Trời Nhỏ news' })).toBeInTheDocument();
    // The hero says the articles are in Vietnamese before its first Vietnamese words, the featured title.
    const note = within(screen.getByRole('region', { name: 'News and events' })).getByText(
      'The centre writes its news in Vietnamese, so the articles appear here as they were published.',
    );
    expect(note.compareDocumentPosition(screen.getByText(hot.title, { selector: 'span' })) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();

    const tabs = englishTabs().getAllByRole('link');
    expect(tabs.map((link) => link.textContent)).toEqual(['All', ...categories().map((known) => englishCategory[known.type])]);
    expect(tabs.map((link) => link.getAttribute('href'))).toEqual(['/en/news', ...categories().map((known) => `/en/news?tab=${known._id}`)]);
    expect(englishTabs().getByRole('link', { name: 'All' })).toHaveAttribute('aria-current', 'page');
    for (const link of tabs) expect(link).not.toHaveAttribute('lang');

    expect(await cardTitles()).toEqual(newestFirst().slice(0, 6).map((article) => article.title));
    const first = newestFirst()[0]!;
    const card = screen.getAllByRole('article')[0]!;
    expect(within(card).getByRole('heading', { level: 3 })).toHaveAttribute('lang', 'vi');
    expect(within(card).getByRole('link', { name: first.title })).toHaveAttribute('href', `/en/news/${first._id}`);
    expect(within(card).getByText(first.summary)).toHaveAttribute('lang', 'vi');
    expect(within(card).getByText(englishCategory[first.category!.type]!)).not.toHaveAttribute('lang');
    const date = within(card).getByText(formatDate(first.date, 'en'));
    expect(date.tagName).toBe('TIME');
    expect(formatDate(first.date, 'en')).toMatch(/^\d{1,2} [A-Z][a-z]+ \d{4}$/);
    expect(card).toHaveTextContent('Read more →');

    const nav = englishPagination()!;
    expect(within(nav).getByRole('link', { name: 'Page 1' })).toHaveAttribute('aria-current', 'page');
    expect(within(nav).getByRole('button', { name: 'Previous page' })).toBeDisabled();
    expect(within(nav).getByRole('link', { name: 'Next page' })).toHaveAttribute('href', '/en/news?page=2');

    expect(frameText()).not.toMatch(vietnameseLetters);
    await waitFor(() => expect(document.title).toBe('News | Mặt Trời Nhỏ'));
    expect(document.querySelector('meta[property="og:locale"]')).toHaveAttribute('content', 'en_GB');
    expect(document.querySelector('meta[name="description"]')).toHaveAttribute('content', expect.stringMatching(/, written in Vietnamese\.$/));
  });

  it('titles a category and a later page in English, and keeps the English address', async () => {
    const user = userEvent.setup();
    const { router } = await renderApp('/en/news?page=2');
    await cardTitles();
    await waitFor(() => expect(document.title).toBe('News – Page 2 | Mặt Trời Nhỏ'));
    const events = category('Sự kiện');
    await user.click(englishTabs().getByRole('link', { name: 'Events' }));
    // The address the visitor sees is English; the router's own location is the route's.
    await waitFor(() => expect(router.history.location.href).toBe(`/en/news?tab=${events._id}`));
    expect(router.state.location.href).toBe(`/tin-tuc?tab=${events._id}`);
    await waitFor(() => expect(document.title).toBe('News – Events | Mặt Trời Nhỏ'));
    expect(englishTabs().getByRole('link', { name: 'Events' })).toHaveAttribute('aria-current', 'page');
  });

  it('shows a category the frame has no English name for by its Vietnamese name, marked as Vietnamese', async () => {
    const admissions = { _id: 'tuyen-sinh', type: 'Tin tuyển sinh' };
    server.use(
      http.get('*/api/v1/new-categories', () => HttpResponse.json([...categories().map(({ _id, type }) => ({ _id, type })), admissions])),
      http.get('*/api/v1/news', ({ request }) =>
        new URL(request.url).searchParams.get('category') === admissions._id
          ? HttpResponse.json({ news: newestFirst().slice(0, 1).map((article) => ({ ...toArticleJson(article), category: admissions })), totalPages: 1 })
          : undefined,
      ),
    );
    await renderApp(`/en/news?tab=${admissions._id}`);
    await cardTitles();
    expect(englishTabs().getByRole('link', { name: 'Tin tuyển sinh' })).toHaveAttribute('lang', 'vi');
    expect(within(screen.getAllByRole('article')[0]!).getByText('Tin tuyển sinh')).toHaveAttribute('lang', 'vi');
    await waitFor(() => expect(document.title).toBe('News – Tin tuyển sinh | Mặt Trời Nhỏ'));
    expect(frameText()).not.toMatch(vietnameseLetters);
  });

  it('says in English that a page past the last one is empty, and that a category has no articles', async () => {
    const notices = category('Thông báo');
    server.use(
      http.get('*/api/v1/news', ({ request }) =>
        new URL(request.url).searchParams.get('category') === notices._id ? HttpResponse.json({ news: [], totalPages: 0 }) : undefined,
      ),
    );
    await renderApp('/en/news?page=999');
    expect(await screen.findByText('There are no articles on page 999')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to page 1' })).toHaveAttribute('href', '/en/news');
    cleanup();
    await renderApp(`/en/news?tab=${notices._id}`);
    expect(await screen.findByText('There are no articles on this topic yet')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'See all news' })).toHaveAttribute('href', '/en/news');
  });

  it('says in English when there is no news at all', async () => {
    expectConsoleErrors(failedRequestLogs);
    setScenario('empty');
    await renderApp('/en/news');
    expect(await screen.findByText('There is no news from the centre yet. Do come back soon!')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'News and events' })).toHaveTextContent('News and events');
    expect(screen.getByText('The latest activities, events and achievements of the children at Mặt Trời Nhỏ.')).toBeInTheDocument();
  });

  it('shows its error state in English when the API fails', async () => {
    expectConsoleErrors(failedRequestLogs);
    setScenario('error');
    await renderApp('/en/news');
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByRole('heading', { level: 1, name: 'News not found' })).toBeInTheDocument();
    expect(within(alert).getByRole('link', { name: 'Back to the home page' })).toHaveAttribute('href', '/en');
  });
});
