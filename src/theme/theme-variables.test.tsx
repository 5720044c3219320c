import { MantineProvider } from '@mantine/core';
import { renderToStaticMarkup } from 'react-dom/server';
import { expect, it } from 'vitest';
import { theme } from './theme';

/**
 * Mantine's provider writes the theme's CSS variables and its responsive classes into style tags,
 * computed again in the browser on every page while it hydrates (some two thousand calls). They
 * depend on the theme alone, so they are written once, here, into theme-variables.css, which the
 * document's head has in a style tag from the server (src/routes/__root.tsx); the provider is told
 * not to write them (src/app.tsx). Changed with the theme,
 * `npx vitest run -u --project unit src/theme/theme-variables.test.tsx` writes the file again.
 */
it('theme-variables.css holds the variables and classes Mantine’s provider writes for the theme', async () => {
  const html = renderToStaticMarkup(<MantineProvider theme={theme} defaultColorScheme="auto" />);
  const styles = [...html.matchAll(/<style data-mantine-styles="[^"]*">([^<]*)<\/style>/g)].map((match) => match[1]);
  expect(styles).toHaveLength(2);
  const header =
    '/* What Mantine’s provider would render in style tags for src/theme/theme.ts, written by theme-variables.test.tsx. */\n';
  await expect(`${header}${styles.join('\n')}\n`).toMatchFileSnapshot('./theme-variables.css');
});
