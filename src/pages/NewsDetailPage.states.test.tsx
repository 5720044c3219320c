import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse, http } from 'msw';
import { describe, expect, it, onTestFinished } from 'vitest';
import { db } from '../../mocks/db';
import { server } from '../../mocks/node';
import { setScenario } from '../../mocks/scenario';
import { renderApp } from '../../tests/setup/render';
import { expectConsoleErrors, failedRequestLogs } from '../../tests/setup/console-guard';

const [first, second] = db.article.getAll();
const notFoundTitle = 'Không tìm thấy trang | Mặt Trời Nhỏ';


describe('news detail route', () => {
  it('shows the article from the API', async () => {
    await renderApp(`/tin-tuc/${first!._id}`);
    expect(await screen.findByRole('heading', { level: 1, name: first!.title })).toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe(`${first!.title} | Mặt Trời Nhỏ`));
  });

  it.each([
    ['an unknown id (404)', 'aaaaaaaaaaaaaaaaaaaaaaaa', 404],
    ['an id that cannot exist (400)', 'khong-co-bai-nay', 400],
  ])('shows the not-found state, as the page heading and title, without a retry, for %s', async (_case, id, status) => {
    expectConsoleErrors(failedRequestLogs);
    const answered: number[] = [];
    const record = ({ request, response }: { request: Request; response: Response }) => {
      if (new URL(request.url).pathname === `/api/v1/news/${id}`) answered.push(response.status);
    };
    server.events.on('response:mocked', record);
    onTestFinished(() => server.events.removeListener('response:mocked', record));
    await renderApp(`/tin-tuc/${id}`);
    expect(await screen.findByRole('heading', { level: 1, name: 'Không tìm thấy tin tức' })).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent('Không tìm thấy tin tức');
    expect(screen.getByRole('link', { name: 'Xem tất cả tin tức' })).toHaveAttribute('href', '/tin-tuc');
    expect(screen.queryByRole('button', { name: 'Thử lại' })).not.toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe(notFoundTitle));
    // The state follows from the API's own answer for that id.
    expect([...new Set(answered)]).toEqual([status]);
  });

  it('gives an article the visitor opens from the list, and that no longer exists, the not-found title', async () => {
    expectConsoleErrors(failedRequestLogs);
    const { router } = await renderApp('/tin-tuc');
    await waitFor(() => expect(document.title).toBe('Tin tức | Mặt Trời Nhỏ'));
    await act(() => router.navigate({ to: '/tin-tuc/$id', params: { id: 'aaaaaaaaaaaaaaaaaaaaaaaa' } }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Không tìm thấy tin tức' })).toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe(notFoundTitle));
  });

  it.each(['error', 'malformed'] as const)('shows the error state as the page heading, not a blank page, when the API answer is %s', async (scenario) => {
    expectConsoleErrors(failedRequestLogs);
    setScenario(scenario);
    await renderApp(`/tin-tuc/${first!._id}`);
    expect(await screen.findByRole('heading', { level: 1, name: 'Không tìm thấy tin tức' })).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent('Không tìm thấy tin tức');
    expect(screen.getByRole('button', { name: 'Thử lại' })).toBeInTheDocument();
    expect(screen.getByRole('banner')).not.toBeEmptyDOMElement();
  });

  it.each([
    ['a server error (500)', () => HttpResponse.json({ statusCode: 500, message: 'Internal server error' }, { status: 500 })],
    ['a network error', () => HttpResponse.error()],
  ])('loads the article again on "Thử lại" after %s', async (_case, failure) => {
    expectConsoleErrors(failedRequestLogs);
    const user = userEvent.setup();
    let calls = 0;
    server.use(
      http.get(`*/api/v1/news/${first!._id}`, () => {
        calls += 1;
        return calls === 1 ? failure() : undefined;
      }),
    );
    await renderApp(`/tin-tuc/${first!._id}`);
    expect(await screen.findByRole('heading', { level: 1, name: 'Không tìm thấy tin tức' })).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Thử lại' }));
    expect(await screen.findByRole('heading', { level: 1, name: first!.title })).toBeInTheDocument();
    expect(calls).toBe(2);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('aborts the older request when the visitor moves on, silently', async () => {
    const signals: AbortSignal[] = [];
    server.use(
      http.get(`*/api/v1/news/${first!._id}`, async ({ request }) => {
        signals.push(request.signal);
        // Answered only once the visitor has moved on (not after a delay a busy machine can outlast).
        await new Promise((resolve) => request.signal.addEventListener('abort', resolve));
        return HttpResponse.json({ never: 'shown' });
      }),
    );
    const { router } = await renderApp('/');
    void router.navigate({ to: '/tin-tuc/$id', params: { id: first!._id } });
    await waitFor(() => expect(signals).toHaveLength(1));
    await act(() => router.navigate({ to: '/tin-tuc/$id', params: { id: second!._id } }));

    expect(await screen.findByRole('heading', { level: 1, name: second!.title })).toBeInTheDocument();
    expect(signals[0]!.aborted).toBe(true);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});

describe('news detail route, in English (/en/news/<id>)', () => {
  const meta = (key: string) => document.querySelector(`meta[property="${key}"], meta[name="${key}"]`)?.getAttribute('content');

  it("keeps the article's own title in the head, which describes the Vietnamese article it is, with the trail in English", async () => {
    await renderApp(`/en/news/${first!._id}`);
    expect(await screen.findByRole('heading', { level: 1, name: first!.title })).toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe(`${first!.title} | Mặt Trời Nhỏ`));
    // Written in Vietnamese only: its canonical address and locale are the Vietnamese article's, and no English twin is claimed.
    expect(meta('og:locale')).toBe('vi_VN');
    expect(document.querySelector('meta[property="og:locale:alternate"]')).toBeNull();
    expect(meta('og:title')).toBe(first!.title);
    expect(meta('og:type')).toBe('article');
    expect(new URL(document.querySelector('link[rel="canonical"]')!.getAttribute('href')!).pathname).toBe(`/tin-tuc/${first!._id}`);
    expect(meta('og:url')).toBe(document.querySelector('link[rel="canonical"]')?.getAttribute('href'));
    expect(document.querySelectorAll('link[rel="alternate"][hreflang]:not([type])')).toHaveLength(0);
    type Node = { '@type': string; itemListElement?: { name: string; item: string }[]; inLanguage?: string };
    const { '@graph': graph } = JSON.parse(document.querySelector('script[type="application/ld+json"]')!.textContent) as { '@graph': Node[] };
    const trail = graph.find((node) => node['@type'] === 'BreadcrumbList')!.itemListElement!;
    expect(trail.map((crumb) => crumb.name)).toEqual(['Home', 'News', first!.title]);
    expect(new URL(trail[1]!.item).pathname).toBe('/en/news');
    // The article itself is in Vietnamese, and says so.
    expect(graph.find((node) => node['@type'] === 'NewsArticle')!.inLanguage).toBe('vi');
  });

  it('says in English that an article is not found, with a way to every article', async () => {
    expectConsoleErrors(failedRequestLogs);
    await renderApp('/en/news/aaaaaaaaaaaaaaaaaaaaaaaa');
    expect(await screen.findByRole('heading', { level: 1, name: 'News not found' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'See all news' })).toHaveAttribute('href', '/en/news');
    await waitFor(() => expect(document.title).toBe('Page not found | Mặt Trời Nhỏ'));
  });

  it('shows its error state in English when the API fails', async () => {
    expectConsoleErrors(failedRequestLogs);
    setScenario('error');
    await renderApp(`/en/news/${first!._id}`);
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByRole('heading', { level: 1, name: 'News not found' })).toBeInTheDocument();
    expect(within(alert).getByRole('link', { name: 'See all news' })).toHaveAttribute('href', '/en/news');
  });
});
