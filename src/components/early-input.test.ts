import { afterEach, describe, expect, it, vi } from 'vitest';
import { replayEarlyInput } from './early-input';
import { inlineScriptText } from './inline-script-text';

/** Runs the page's inline script as the page does; returns how to undo it. */
function startPage() {
  const listen = vi.spyOn(document, 'addEventListener');
  // The page runs this text as an inline script; so does the test (happy-dom runs no inline script).
  // eslint-disable-next-line @typescript-eslint/no-implied-eval -- the page's own script text, nothing from outside
  const run = new Function(inlineScriptText()) as () => void;
  run();
  const listeners = listen.mock.calls.map((call) => [...call] as const);
  listen.mockRestore();
  return () => {
    for (const [type, listener, options] of listeners) document.removeEventListener(type, listener, options);
    delete window.earlyInput;
  };
}

let stop: (() => void) | undefined;
afterEach(() => {
  stop?.();
  document.body.replaceChildren();
});

/** A control whose effect is code, and the taps that reached that code. */
function controlOnPage(parent: HTMLElement = document.body) {
  const button = document.createElement('button');
  button.type = 'button';
  button.textContent = 'Xem thêm';
  parent.append(button);
  const handled: string[] = [];
  button.addEventListener('click', () => handled.push('tap'));
  return { button, handled };
}

/** A form, and the submits that reached its own code (which prevents the browser's). */
function formOnPage(parent: HTMLElement = document.body) {
  const form = document.createElement('form');
  form.innerHTML = '<input name="ten" value="Nguyễn Thu Hà"><button type="submit">Gửi đăng ký</button>';
  parent.append(form);
  const handled: string[] = [];
  form.addEventListener('submit', (event) => {
    if (event.defaultPrevented) return;
    event.preventDefault();
    handled.push(new FormData(form).get('ten') as string);
  });
  return { form, handled };
}

/** Sends `form` as a press of its button would; returns whether the browser would send it itself. */
function press(form: HTMLFormElement) {
  const event = new Event('submit', { bubbles: true, cancelable: true });
  form.dispatchEvent(event);
  return !event.defaultPrevented;
}

describe('input before the page\'s code runs', () => {
  it('keeps a tap on a control and replays it, once, when the code runs', async () => {
    stop = startPage();
    const { button, handled } = controlOnPage();
    button.click();
    button.click();
    expect(handled).toEqual([]);
    await replayEarlyInput();
    expect(handled).toEqual(['tap', 'tap']);
    await replayEarlyInput();
    button.click();
    expect(handled).toEqual(['tap', 'tap', 'tap']);
  });

  it('holds a form sent before its code runs (the browser would reload the page) and sends it then', async () => {
    stop = startPage();
    const { form, handled } = formOnPage();
    expect(press(form)).toBe(false);
    expect(handled).toEqual([]);
    await replayEarlyInput();
    expect(handled).toEqual(['Nguyễn Thu Hà']);
    expect(press(form)).toBe(false);
    expect(handled).toEqual(['Nguyễn Thu Hà', 'Nguyễn Thu Hà']);
  });

  it('leaves links alone: they work without code', () => {
    stop = startPage();
    const link = document.createElement('a');
    link.href = '/tin-tuc';
    document.body.append(link);
    const followed = vi.fn();
    link.addEventListener('click', (event) => {
      followed();
      event.preventDefault();
    });
    link.click();
    expect(followed).toHaveBeenCalledOnce();
    expect(window.earlyInput?.queue).toEqual([]);
  });

  it('keeps input into a section whose own code has not run, until that section replays it', async () => {
    stop = startPage();
    await replayEarlyInput();
    const section = document.createElement('div');
    section.dataset.deferred = 'registration';
    document.body.append(section);
    const { button, handled } = controlOnPage(section);
    const { form, handled: sent } = formOnPage(section);
    button.click();
    expect(press(form)).toBe(false);
    await replayEarlyInput();
    expect([handled, sent]).toEqual([[], []]);

    section.dataset.ready = 'true';
    await replayEarlyInput();
    expect([handled, sent]).toEqual([['tap'], ['Nguyễn Thu Hà']]);
  });

  it('drops what was kept for an element that is gone', async () => {
    stop = startPage();
    const { button, handled } = controlOnPage();
    button.click();
    button.remove();
    await replayEarlyInput();
    expect(handled).toEqual([]);
  });
});

describe('the native menus', () => {
  it('folds a closed menu\'s sub-lists', () => {
    stop = startPage();
    const menu = document.createElement('div');
    menu.setAttribute('popover', 'auto');
    menu.innerHTML = '<details open><summary>Chương Trình Học</summary><a href="/khoa-hoc/8">Tiếng Anh Giao Tiếp</a></details>';
    document.body.append(menu);
    const toggle = (newState: string) => menu.dispatchEvent(Object.assign(new Event('toggle'), { newState }));
    toggle('open');
    expect(menu.querySelector('details')!.open).toBe(true);
    toggle('closed');
    expect(menu.querySelector('details')!.open).toBe(false);
  });
});
