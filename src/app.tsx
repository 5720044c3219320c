import { MantineProvider, type MantineProviderProps, type MantineThemeOverride } from '@mantine/core';
import type { ReactNode } from 'react';
import { theme as siteTheme } from '@/theme/theme';

interface AppProps {
  children: ReactNode;
  theme?: MantineThemeOverride;
  /** 'test' in component tests: Mantine then skips transitions and renders portals in place. */
  env?: MantineProviderProps['env'];
  /** Mantine's style tags, before the children: for providers not above a document (component tests). */
  withStyles?: boolean;
}

/**
 * The providers every page renders in, in the browser and at build time alike. The router renders
 * them once, above the document (src/router.tsx). Inside it they were rendered again on every
 * navigation, Mantine's context took a new value each time, and React then dropped the server HTML
 * of every section still waiting to hydrate (DeferredSection), the registration form among them.
 * Mantine's theme variables and responsive classes, which it would render in style tags before the
 * children, are written at build time into the document's head (src/theme/theme-variables.css).
 */
export function App({ children, theme = siteTheme, env, withStyles = false }: AppProps) {
  return (
    <MantineProvider theme={theme} defaultColorScheme="auto" env={env} withCssVariables={withStyles} withGlobalClasses={withStyles}>
      {children}
    </MantineProvider>
  );
}
