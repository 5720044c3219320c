import { MantineProvider, type MantineThemeOverride } from '@mantine/core';
import { Notifications } from '@mantine/notifications';
import { RouterProvider, type AnyRouter } from '@tanstack/react-router';
import { theme as siteTheme } from '@/theme/theme';
import { zIndex } from '@/theme/tokens';

export function App({ router, theme = siteTheme }: { router: AnyRouter; theme?: MantineThemeOverride }) {
  return (
    <MantineProvider theme={theme} defaultColorScheme="auto">
      <Notifications position="top-center" zIndex={zIndex.notification} />
      <RouterProvider router={router} />
    </MantineProvider>
  );
}
