import { MantineProvider, type MantineThemeOverride } from '@mantine/core';
import { RouterProvider, type AnyRouter } from '@tanstack/react-router';
import { theme as siteTheme } from '@/theme/theme';

export function App({ router, theme = siteTheme }: { router: AnyRouter; theme?: MantineThemeOverride }) {
  return (
    <MantineProvider theme={theme} defaultColorScheme="auto">
      <RouterProvider router={router} />
    </MantineProvider>
  );
}
