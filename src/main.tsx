import './theme/mantine-styles';
import './theme/fonts';
import './theme/global.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app';
import { createAppRouter } from './router';

async function startMockBackend() {
  // A literal check so production builds drop the mocks (and msw, faker) entirely.
  if (import.meta.env.VITE_ENABLE_MOCKS !== 'true') return;
  const { startMockWorker } = await import('../mocks/browser');
  await startMockWorker(import.meta.env.BASE_URL, { showPanel: import.meta.env.DEV });
}

await startMockBackend();

const router = createAppRouter();
const rootElement = document.getElementById('root');
if (!rootElement) throw new Error('#root is missing from index.html');

createRoot(rootElement).render(
  <StrictMode>
    <App router={router} />
  </StrictMode>,
);
