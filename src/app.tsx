import { MantineProvider, type MantineThemeOverride } from '@mantine/core';
import type { ReactNode } from 'react';
import { theme as siteTheme } from '@/theme/theme';

/** The providers every page renders in, in the browser and at build time alike. */
export function App({ children, theme = siteTheme }: { children: ReactNode; theme?: MantineThemeOverride }) {
  return (
    <MantineProvider theme={theme} defaultColorScheme="auto">
      {children}
    </MantineProvider>
  );
}
