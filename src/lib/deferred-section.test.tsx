import { act, screen, waitFor } from '@testing-library/react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { settleInAct } from '../../tests/setup/settle-in-act';
import { deferredSection } from './deferred-section';

function Form() {
  return (
    <form aria-label="Đăng ký">
      <input aria-label="Họ tên phụ huynh" />
    </form>
  );
}

/** The browser's IntersectionObserver for a section far below the screen, until the test scrolls to it. */
let scrolledTo = () => {};
class ScrolledObserver {
  constructor(callback: (entries: { isIntersecting: boolean }[]) => void) {
    scrolledTo = () => callback([{ isIntersecting: true }]);
  }
  observe() {}
  disconnect() {}
}

let root: Root | undefined;
beforeEach(() => vi.stubGlobal('IntersectionObserver', ScrolledObserver));
afterEach(() => {
  act(() => root?.unmount());
  root = undefined;
  document.body.replaceChildren();
  vi.unstubAllGlobals();
});

/** The section as the prerendered page has it, in the document; then its hydration, with `load` for its code. */
async function prerendered(load: () => Promise<typeof Form>) {
  const Rendered = deferredSection('registration', () => Promise.resolve(Form));
  await Rendered.load();
  const container = document.createElement('div');
  container.innerHTML = renderToString(<Rendered />);
  document.body.append(container);
  const Section = deferredSection('registration', load);
  return {
    hydrate: () =>
      settleInAct(() => {
        root = hydrateRoot(container, <Section />);
      }),
  };
}

const section = () => document.querySelector('[data-deferred="registration"]');

describe('deferredSection hydrating a prerendered section', () => {
  it('waits for the section to come near before loading its code, and keeps what was typed', async () => {
    const load = vi.fn(() => Promise.resolve(Form));
    const page = await prerendered(load);
    const field = screen.getByRole('textbox', { name: 'Họ tên phụ huynh' });
    await page.hydrate();
    await settleInAct(() => field.focus());
    expect(load).not.toHaveBeenCalled();
    expect(section()).not.toHaveAttribute('data-ready');

    (field as HTMLInputElement).value = 'Phạm Minh Anh';
    await settleInAct(() => scrolledTo());
    await waitFor(() => expect(section()).toHaveAttribute('data-ready', 'true'));
    expect(load).toHaveBeenCalledOnce();
    expect(screen.getByRole('textbox', { name: 'Họ tên phụ huynh' })).toBe(field);
    expect(field).toHaveValue('Phạm Minh Anh');
    expect(field).toHaveFocus();
  });

  it('keeps its HTML, and what was typed, when its code cannot load (offline), and loads it when back online', async () => {
    const load = vi.fn<() => Promise<typeof Form>>().mockRejectedValueOnce(new TypeError('Failed to fetch dynamically imported module')).mockResolvedValue(Form);
    const page = await prerendered(load);
    const field = screen.getByRole('textbox', { name: 'Họ tên phụ huynh' });
    (field as HTMLInputElement).value = 'Phạm Minh Anh';
    await page.hydrate();
    await settleInAct(() => scrolledTo());
    await waitFor(() => expect(load).toHaveBeenCalledOnce());
    await settleInAct(() => {});
    expect(section()).not.toHaveAttribute('data-ready');
    expect(screen.getByRole('textbox', { name: 'Họ tên phụ huynh' })).toBe(field);
    expect(field).toHaveValue('Phạm Minh Anh');

    await settleInAct(() => window.dispatchEvent(new Event('online')));
    await waitFor(() => expect(section()).toHaveAttribute('data-ready', 'true'));
    expect(load).toHaveBeenCalledTimes(2);
    expect(screen.getByRole('textbox', { name: 'Họ tên phụ huynh' })).toBe(field);
    expect(field).toHaveValue('Phạm Minh Anh');
  });
});
