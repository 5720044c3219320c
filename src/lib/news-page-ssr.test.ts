import { afterEach, describe, expect, it, vi } from 'vitest';

afterEach(() => {
  vi.unstubAllEnvs();
  vi.resetModules();
});

describe('whether the render server renders a news page', () => {
  it('is left to Start in production (always): the routes get no option, home waits for its news', async () => {
    vi.stubEnv('VITE_ENABLE_MOCKS', 'false');
    const { newsPageSsr, newsLeftToBrowser, leaveNewsPagesToBrowserWhen } = await import('./news-page-ssr');
    expect(newsPageSsr).toBeUndefined();
    leaveNewsPagesToBrowserWhen(() => true);
    expect(newsLeftToBrowser()).toBe(false);
  });

  it('in a demo, renders it unless the render server leaves it to the browser (the slow scenario)', async () => {
    vi.stubEnv('VITE_ENABLE_MOCKS', 'true');
    const { newsPageSsr, newsLeftToBrowser, leaveNewsPagesToBrowserWhen } = await import('./news-page-ssr');
    expect(newsPageSsr?.()).toBe(true);
    let scenario = 'normal';
    leaveNewsPagesToBrowserWhen(() => scenario === 'slow');
    expect(newsPageSsr?.()).toBe(true);
    expect(newsLeftToBrowser()).toBe(false);
    scenario = 'slow';
    expect(newsPageSsr?.()).toBe(false);
    expect(newsLeftToBrowser()).toBe(true);
  });
});
