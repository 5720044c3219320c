import { setupWorker } from 'msw/browser';
import { handlers } from './handlers';

export async function startMockWorker(baseUrl: string) {
  const worker = setupWorker(...handlers);
  await worker.start({
    serviceWorker: { url: `${baseUrl}mockServiceWorker.js` },
    // Fonts, images and scripts are the app's own files; only API calls need a handler.
    onUnhandledRequest: 'bypass',
    quiet: true,
  });
  return worker;
}
