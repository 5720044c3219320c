import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { mockMatchMedia, renderWithRouter } from '../../tests/setup/render';
import { ColorSchemeToggle } from './ColorSchemeToggle';

const scheme = () => document.documentElement.getAttribute('data-mantine-color-scheme');

function preferDark(dark: boolean) {
  mockMatchMedia((query) => dark && query.includes('dark'));
}

describe('colour scheme', () => {
  it('follows the system setting by default', async () => {
    preferDark(true);
    await renderWithRouter(<ColorSchemeToggle />);
    await waitFor(() => expect(scheme()).toBe('dark'));
    expect(screen.getByRole('button', { name: 'Chuyển sang giao diện sáng' })).toBeInTheDocument();
  });

  it('is light when the system asks for nothing', async () => {
    preferDark(false);
    await renderWithRouter(<ColorSchemeToggle />);
    await waitFor(() => expect(scheme()).toBe('light'));
  });

  it('switches with the visible control and keeps the choice', async () => {
    preferDark(false);
    const user = userEvent.setup();
    const { unmount } = await renderWithRouter(<ColorSchemeToggle />);
    await user.click(await screen.findByRole('button', { name: 'Chuyển sang giao diện tối' }));
    await waitFor(() => expect(scheme()).toBe('dark'));
    expect(window.localStorage.getItem('mantine-color-scheme-value')).toBe('dark');

    unmount();
    await renderWithRouter(<ColorSchemeToggle />);
    await waitFor(() => expect(scheme()).toBe('dark'));
    expect(screen.getByRole('button', { name: 'Chuyển sang giao diện sáng' })).toBeInTheDocument();
  });

  it('names its switch in English on an English page', async () => {
    preferDark(false);
    const user = userEvent.setup();
    await renderWithRouter(<ColorSchemeToggle />, '/en/about');
    await user.click(await screen.findByRole('button', { name: 'Switch to dark mode' }));
    expect(await screen.findByRole('button', { name: 'Switch to light mode' })).toBeInTheDocument();
  });
});
