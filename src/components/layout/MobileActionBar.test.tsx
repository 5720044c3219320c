import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { RegistrationBlock } from '@/features/registration/RegistrationBlock';
import { siteConfig } from '@/lib/site-config';
import { renderApp, renderWithRouter } from '../../../tests/setup/render';
import { MobileActionBar } from './MobileActionBar';

/** Stands in for the browser's IntersectionObserver: the test says when the form scrolls in or out. */
class FakeIntersectionObserver {
  static current: FakeIntersectionObserver[] = [];
  observed: Element[] = [];
  constructor(private readonly callback: IntersectionObserverCallback) {
    FakeIntersectionObserver.current.push(this);
  }
  observe(element: Element) {
    this.observed.push(element);
  }
  disconnect() {
    FakeIntersectionObserver.current = FakeIntersectionObserver.current.filter((observer) => observer !== this);
  }
  unobserve() {}
  takeRecords() {
    return [];
  }
  static scroll(isIntersecting: boolean) {
    for (const observer of FakeIntersectionObserver.current) {
      const entries = observer.observed.map((target) => ({ target, isIntersecting }) as IntersectionObserverEntry);
      act(() => observer.callback(entries, observer as unknown as IntersectionObserver));
    }
  }
}

beforeEach(() => vi.stubGlobal('IntersectionObserver', FakeIntersectionObserver));
afterEach(() => {
  vi.unstubAllGlobals();
  FakeIntersectionObserver.current = [];
});

const bar = () => screen.getByRole('navigation', { name: 'Liên hệ nhanh', hidden: true });

/** A page with the registration form, and the bar. */
const renderPageWithForm = () =>
  renderWithRouter(
    <>
      <RegistrationBlock />
      <MobileActionBar />
    </>,
    '/gioi-thieu',
  );

describe('phone action bar', () => {
  it('calls, opens Zalo and brings the form into view with the cursor in it', async () => {
    const user = userEvent.setup();
    await renderPageWithForm();
    const actions = within(bar());
    expect(actions.getByRole('link', { name: `Gọi ngay ${siteConfig.phone}` })).toHaveAttribute('href', siteConfig.phoneHref);
    const zalo = actions.getByRole('link', { name: 'Zalo (mở thẻ mới)' });
    expect(zalo).toHaveAttribute('href', siteConfig.zaloHref);
    expect(zalo).toHaveAttribute('target', '_blank');

    await user.click(actions.getByRole('link', { name: 'Đăng ký học thử' }));
    expect(screen.getByRole('textbox', { name: 'Họ tên phụ huynh' })).toHaveFocus();
  });

  it('steps aside, out of reach of keyboard and screen reader, while the form is on screen', async () => {
    await renderPageWithForm();
    await waitFor(() => expect(FakeIntersectionObserver.current[0]?.observed).toEqual([document.getElementById('dang-ky')]));
    expect(bar()).not.toHaveAttribute('data-hidden');

    FakeIntersectionObserver.scroll(true);
    expect(bar()).toHaveAttribute('data-hidden');
    expect(bar()).toHaveAttribute('inert');

    FakeIntersectionObserver.scroll(false);
    expect(bar()).not.toHaveAttribute('data-hidden');
    expect(bar()).not.toHaveAttribute('inert');
  });

  it('comes back on a page without a form, and takes the visitor to the home page form from there', async () => {
    const user = userEvent.setup();
    // The home page's code is compiled ahead: on a cold run that alone takes seconds here.
    await import('@/pages/HomePage');
    const { router } = await renderApp('/gioi-thieu');
    await waitFor(() => expect(FakeIntersectionObserver.current).toHaveLength(1));
    FakeIntersectionObserver.scroll(true);
    expect(bar()).toHaveAttribute('data-hidden');

    await act(() => router.navigate({ to: '/chinh-sach-bao-mat' }));
    await waitFor(() => expect(bar()).not.toHaveAttribute('data-hidden'));
    expect(FakeIntersectionObserver.current).toHaveLength(0);

    await user.click(within(bar()).getByRole('link', { name: 'Đăng ký học thử' }));
    await waitFor(() => expect(router.state.location.href).toBe('/#dang-ky'));
    const name = await screen.findByRole('textbox', { name: 'Họ tên phụ huynh' });
    await waitFor(() => expect(name).toHaveFocus());
  });

  it('on an English page: English words, and the form it takes the visitor to is the English home page\'s', async () => {
    await renderWithRouter(<MobileActionBar />, '/en/privacy');
    const actions = within(screen.getByRole('navigation', { name: 'Quick contact', hidden: true }));
    expect(actions.getByRole('link', { name: `Call now ${siteConfig.phone}` })).toHaveAttribute('href', siteConfig.phoneHref);
    expect(actions.getByRole('link', { name: 'Zalo (opens in a new tab)' })).toHaveAttribute('href', siteConfig.zaloHref);
    expect(actions.getByRole('link', { name: 'Free trial class' })).toHaveAttribute('href', '/en#dang-ky');
  });
});
