import { act, fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderApp } from '../../../tests/setup/render';

// A file of its own: the course menu's code must not have been loaded by an earlier test, so the
// real menu arrives while the button is pressed, as on a slow phone or a busy machine.
describe('desktop course menu', () => {
  it('opens on a click whose press began before the menu code arrived', async () => {
    // The code is fetched, so the button's own request for it resolves during the press.
    await import('./CourseMenu');
    await renderApp('/gioi-thieu');
    const nav = within(screen.getAllByRole('navigation', { name: 'Menu chính' })[0]!);
    const button = nav.getByRole('button', { name: 'Chương Trình Học' });
    fireEvent.pointerEnter(button);
    fireEvent.pointerDown(button);
    // Everything React has to do before the release: here the loaded menu would replace the button.
    await act(() => Promise.resolve());
    fireEvent.pointerUp(button);
    fireEvent.click(button);
    const menu = await screen.findByRole('menu');
    expect(within(menu).getAllByRole('menuitem')).toHaveLength(3);
  });
});
