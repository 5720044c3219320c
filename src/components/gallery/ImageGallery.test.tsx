import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderWithRouter } from '../../../tests/setup/render';
import { ImageGallery } from './ImageGallery';

const label = 'Khoảnh khắc của học viên';

const pictures = (count: number) =>
  Array.from({ length: count }, (_, index) => ({
    id: String(index + 1),
    src: `images/gallery/${(index % 10) + 1}.svg`,
    width: 800,
    height: 600,
    alt: `Ảnh số ${index + 1}`,
  }));

/** The grid (shown from 576 px); the phone carousel renders the same pictures separately. */
const grid = () => screen.getByRole('list', { name: label });
const tiles = () => within(grid()).getAllByRole('listitem');

describe('ImageGallery', () => {
  it.each([
    [3, 'row', 3],
    [4, 'two-by-two', 2],
    [7, 'rows-of-three', 3],
  ] as const)('shows all %i pictures in the grid, laid out as %s, with no "Xem thêm"', async (count, layout, columns) => {
    await renderWithRouter(<ImageGallery images={pictures(count)} label={label} />);
    expect(tiles()).toHaveLength(count);
    expect(grid()).toHaveAttribute('data-layout', layout);
    expect(grid().style.getPropertyValue('--gallery-columns')).toBe(String(columns));
    expect(within(grid()).getAllByRole('img').map((img) => img.getAttribute('alt'))).toEqual(
      pictures(count).map((picture) => picture.alt),
    );
    expect(screen.queryByRole('button', { name: /Xem thêm/ })).not.toBeInTheDocument();
  });

  it.each([
    [9, 1],
    [10, 2],
  ])('with %i pictures shows eight and a "Xem thêm" tile saying +%i', async (count, hidden) => {
    await renderWithRouter(<ImageGallery images={pictures(count)} label={label} />);
    expect(tiles()).toHaveLength(9);
    expect(grid()).toHaveAttribute('data-layout', 'grid-with-more');
    // Eight described pictures; the ninth sits dimmed behind the words, decorative.
    const described = within(grid()).getAllByRole('img').map((img) => img.getAttribute('alt'));
    expect(described).toEqual(pictures(8).map((picture) => picture.alt));
    const more = within(grid()).getByRole('button', { name: `Xem thêm +${hidden} ảnh` });
    expect(within(tiles()[8]!).getByRole('button')).toBe(more);
  });

  it('opens a dialog with every picture, closes it with Escape and gives focus back to the tile', async () => {
    const user = userEvent.setup();
    await renderWithRouter(<ImageGallery images={pictures(10)} label={label} />);
    const more = screen.getByRole('button', { name: /Xem thêm/ });
    await user.click(more);

    const dialog = await screen.findByRole('dialog', { name: label });
    const shown = within(dialog).getAllByRole('img');
    expect(shown.map((img) => img.getAttribute('alt'))).toEqual(pictures(10).map((picture) => picture.alt));
    for (const img of shown) {
      expect(img).toHaveAttribute('loading', 'lazy');
      expect(img).toHaveAttribute('width', '800');
    }
    await waitFor(() => expect(dialog.contains(document.activeElement)).toBe(true));

    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(() => expect(more).toHaveFocus());
  });

  it('closes with its close button too', async () => {
    const user = userEvent.setup();
    await renderWithRouter(<ImageGallery images={pictures(9)} label={label} />);
    await user.click(screen.getByRole('button', { name: /Xem thêm/ }));
    const dialog = await screen.findByRole('dialog', { name: label });
    await user.click(within(dialog).getByRole('button', { name: 'Đóng' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('also renders every picture in an autoplaying phone carousel with a pause button', async () => {
    await renderWithRouter(<ImageGallery images={pictures(10)} label={label} />);
    const carousel = screen.getByRole('region', { name: label });
    expect(carousel).toHaveAttribute('aria-roledescription', 'carousel');
    expect(within(carousel).getAllByRole('img')).toHaveLength(10);
    expect(within(carousel).getByRole('button', { name: 'Tạm dừng trình chiếu' })).toBeInTheDocument();
  });

  it('on an English page: its tile, dialog and carousel speak English', async () => {
    const user = userEvent.setup();
    await renderWithRouter(<ImageGallery images={pictures(10)} label="Our students' moments" />, '/en/students');
    const carousel = within(screen.getByRole('region', { name: "Our students' moments" }));
    expect(carousel.getByRole('button', { name: 'Pause the slideshow' })).toBeInTheDocument();
    expect(carousel.getByRole('button', { name: 'Next', hidden: true })).toBeInTheDocument();
    expect(carousel.getByRole('group', { name: '1 of 10', hidden: true })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'See all photos (2 more)' }));
    const dialog = await screen.findByRole('dialog', { name: "Our students' moments" });
    await user.click(within(dialog).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('in English, one more picture is one photo', async () => {
    await renderWithRouter(<ImageGallery images={pictures(9)} label="Our students' moments" />, '/en/students');
    expect(screen.getByRole('button', { name: 'See all photos (1 more)' })).toBeInTheDocument();
  });
});
