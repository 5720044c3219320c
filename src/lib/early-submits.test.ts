import { afterEach, describe, expect, it, vi } from 'vitest';
import { claimForm, holdEarlySubmitsScript } from './early-submits';

/** Runs the page's inline script as the page does; returns how to undo it. */
function holdEarlySubmits() {
  const listen = vi.spyOn(document, 'addEventListener');
  // The page runs this text as an inline script; so does the test (happy-dom runs no inline script).
  // eslint-disable-next-line @typescript-eslint/no-implied-eval -- the page's own script text, nothing from outside
  const run = new Function(holdEarlySubmitsScript) as () => void;
  run();
  const [type, hold, capture] = listen.mock.calls[0]!;
  listen.mockRestore();
  return () => {
    document.removeEventListener(type, hold, capture);
    delete window.earlySubmits;
  };
}

let stop: (() => void) | undefined;
afterEach(() => {
  stop?.();
  document.body.replaceChildren();
});

/** A form, and the submits that reached its own code (which prevents the browser's). */
function formOnPage() {
  const form = document.createElement('form');
  form.innerHTML = '<input name="ten" value="Nguyễn Thu Hà"><button type="submit">Gửi đăng ký</button>';
  document.body.append(form);
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

describe('the page\'s hold on early submits', () => {
  it('holds a form sent before its code runs, and sends it once the code claims the form', () => {
    stop = holdEarlySubmits();
    const { form, handled } = formOnPage();

    expect(press(form)).toBe(false);
    expect(handled).toEqual([]);

    claimForm(form);
    expect(handled).toEqual(['Nguyễn Thu Hà']);
  });

  it('leaves a claimed form to its code, and sends nothing on a claim when nothing was held', () => {
    stop = holdEarlySubmits();
    const { form, handled } = formOnPage();

    claimForm(form);
    expect(handled).toEqual([]);

    press(form);
    press(form);
    expect(handled).toEqual(['Nguyễn Thu Hà', 'Nguyễn Thu Hà']);
  });

  it('sends a form held twice once', () => {
    stop = holdEarlySubmits();
    const { form, handled } = formOnPage();

    press(form);
    press(form);
    claimForm(form);
    expect(handled).toEqual(['Nguyễn Thu Hà']);
  });
});
