import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState, type ComponentType } from 'react';
import { describe, expect, it } from 'vitest';
import { renderWithRouter } from '../../tests/setup/render';
import { lazyPart } from './lazy-part';

function Search({ openRequests }: { openRequests: number }) {
  return <p>Tìm kiếm mở lần {openRequests}</p>;
}

/** A part whose code loads only while `reachable` says so, as a phone going on and offline. */
function partOnAPhone() {
  const phone = { reachable: false, loads: 0 };
  const Part = lazyPart(() => {
    phone.loads += 1;
    return phone.reachable ? Promise.resolve(Search) : Promise.reject(new TypeError('Failed to fetch dynamically imported module'));
  });
  return { phone, Part };
}

/** The search button of the layout: each tap asks for the part again. */
function SearchButton({ Part }: { Part: ComponentType<{ openRequests: number }> }) {
  const [requests, setRequests] = useState(1);
  return (
    <>
      <button onClick={() => setRequests(requests + 1)}>Tìm Kiếm</button>
      <Part openRequests={requests} />
    </>
  );
}

const unavailable = 'Chưa tải được phần này. Vui lòng kiểm tra kết nối mạng rồi bấm Thử lại.';

describe('a part whose code loads on demand', () => {
  it('shows once its code has loaded', async () => {
    const { phone, Part } = partOnAPhone();
    phone.reachable = true;
    await renderWithRouter(<Part openRequests={1} />);
    expect(await screen.findByText('Tìm kiếm mở lần 1')).toBeInTheDocument();
  });

  it("says so when its code cannot load, and shows once 'Thử lại' is tapped with the network back", async () => {
    const { phone, Part } = partOnAPhone();
    await renderWithRouter(<Part openRequests={1} />);
    expect(await screen.findByRole('alert')).toHaveTextContent(unavailable);

    phone.reachable = true;
    await userEvent.click(screen.getByRole('button', { name: 'Thử lại' }));
    expect(await screen.findByText('Tìm kiếm mở lần 1')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('asked for again while its code still cannot load, says so again', async () => {
    const { phone, Part } = partOnAPhone();
    await renderWithRouter(<SearchButton Part={Part} />);
    await screen.findByRole('alert');
    await userEvent.click(screen.getByRole('button', { name: 'Thử lại' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(unavailable);
    expect(phone.loads).toBe(2);

    // Wanted again (the search button tapped) once the network is back: it shows.
    phone.reachable = true;
    await userEvent.click(screen.getByRole('button', { name: 'Tìm Kiếm' }));
    expect(await screen.findByText('Tìm kiếm mở lần 2')).toBeInTheDocument();
  });

  it('closed, gives up until it is wanted again', async () => {
    const { phone, Part } = partOnAPhone();
    await renderWithRouter(<SearchButton Part={Part} />);
    await screen.findByRole('alert');
    await userEvent.click(screen.getByRole('button', { name: 'Đóng thông báo' }));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    const loads = phone.loads;

    // Asked for again, still offline: it says so again.
    await userEvent.click(screen.getByRole('button', { name: 'Tìm Kiếm' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(unavailable);
    expect(phone.loads).toBe(loads + 1);
  });

  it('says so in English on an English page', async () => {
    const { Part } = partOnAPhone();
    await renderWithRouter(<Part openRequests={1} />, '/en/about');
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'This part of the page couldn’t load. Please check your internet connection, then press Try again.',
    );
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Close this message' })).toBeInTheDocument();
  });
});
