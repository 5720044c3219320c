import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderApp, renderWithRouter } from '../../tests/setup/render';
import { NotFoundPage } from './NotFoundPage';

describe('not-found page', () => {
  it('in Vietnamese: its heading, picture and a way home', async () => {
    await renderWithRouter(<NotFoundPage />, '/gioi-thieu');
    expect(screen.getByRole('heading', { level: 1, name: 'TRANG NÀY KHÔNG TỒN TẠI' })).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Em bé cầm bản đồ đứng cạnh biển chỉ đường có dấu chấm hỏi' })).toBeInTheDocument();
    expect(screen.getByText('Đường dẫn có thể đã thay đổi hoặc trang đã được gỡ bỏ.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Về trang chủ' })).toHaveAttribute('href', '/');
  });

  it('on an English page: English words, and the way home is the English home page', async () => {
    await renderWithRouter(<NotFoundPage />, '/en/about');
    expect(screen.getByRole('heading', { level: 1, name: 'This page does not exist' })).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'A child holding a map beside a signpost with a question mark' })).toBeInTheDocument();
    expect(screen.getByText('The link may have changed, or the page may have been removed.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to the home page' })).toHaveAttribute('href', '/en');
  });

  it('is what an English address no page has gets, with its English title, kept out of search results', async () => {
    await renderApp('/en/no-such-page');
    expect(await screen.findByRole('heading', { level: 1, name: 'This page does not exist' })).toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe('Page not found | Mặt Trời Nhỏ'));
    expect(document.querySelector('meta[name="robots"]')).toHaveAttribute('content', 'noindex');
    expect(document.documentElement.querySelector('footer')).toHaveTextContent('Mặt Trời Nhỏ English and Life Skills Centre');
  });
});
