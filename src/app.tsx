import { MantineProvider, type MantineProviderProps, type MantineThemeOverride } from '@mantine/core';
import type { ReactNode } from 'react';
import { theme as siteTheme } from '@/theme/theme';

/** The providers every page renders in, in the browser and at build time alike. */
interface AppProps {
  children: ReactNode;
  theme?: MantineThemeOverride;
  /** 'test' in component tests: Mantine then skips transitions and renders portals in place. */
  env?: MantineProviderProps['env'];
}

export function App({ children, theme = siteTheme, env }: AppProps) {
  return (
    <MantineProvider theme={theme} defaultColorScheme="auto" env={env}>
      {children}
    </MantineProvider>
  );
}
