import { act, screen, waitFor } from '@testing-library/react';
import { HttpResponse, delay, http } from 'msw';
import { afterEach, describe, expect, it } from 'vitest';
import { db } from '../../mocks/db';
import { server } from '../../mocks/node';
import { setScenario } from '../../mocks/scenario';
import { renderApp } from '../setup/render';

const [first, second] = db.article.getAll();

afterEach(() => setScenario('normal'));

describe('news detail route', () => {
  it('shows the article from the API', async () => {
    await renderApp(`/tin-tuc/${first!._id}`);
    expect(await screen.findByRole('heading', { level: 1, name: first!.title })).toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe(`${first!.title} | Mặt Trời Nhỏ`));
  });

  it.each([
    ['an unknown id (404)', 'aaaaaaaaaaaaaaaaaaaaaaaa'],
    ['an id that cannot exist (400)', 'khong-co-bai-nay'],
  ])('shows the not-found state for %s', async (_case, id) => {
    await renderApp(`/tin-tuc/${id}`);
    expect(await screen.findByRole('alert')).toHaveTextContent('Không tìm thấy tin tức');
    expect(screen.getByRole('link', { name: 'Xem tất cả tin tức' })).toHaveAttribute('href', '/tin-tuc');
  });

  it.each(['error', 'malformed'] as const)('shows the error state, not a blank page, when the API answer is %s', async (scenario) => {
    setScenario(scenario);
    await renderApp(`/tin-tuc/${first!._id}`);
    expect(await screen.findByRole('alert')).toHaveTextContent('Không tìm thấy tin tức');
    expect(screen.getByRole('banner')).not.toBeEmptyDOMElement();
  });

  it('aborts the older request when the visitor moves on, silently', async () => {
    const signals: AbortSignal[] = [];
    server.use(
      http.get(`*/api/v1/news/${first!._id}`, async ({ request }) => {
        signals.push(request.signal);
        await delay(400);
        return HttpResponse.json({ never: 'shown' });
      }),
    );
    const { router } = await renderApp('/');
    act(() => void router.navigate({ to: '/tin-tuc/$id', params: { id: first!._id } }));
    await waitFor(() => expect(signals).toHaveLength(1));
    await act(() => router.navigate({ to: '/tin-tuc/$id', params: { id: second!._id } }));

    expect(await screen.findByRole('heading', { level: 1, name: second!.title })).toBeInTheDocument();
    expect(signals[0]!.aborted).toBe(true);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});
