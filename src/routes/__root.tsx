// The site's own styles, imported by the root route as well as by the browser's entry
// (src/client.tsx, where they come first in the build's one stylesheet): the development server
// links the CSS that the matched routes import into the page it renders
// (TanStack Start's /@tanstack-start/styles.css), so its first paint is styled before any code runs.
import '@/theme/mantine-styles';
import '@/theme/global.css';
import { ColorSchemeScript, mantineHtmlProps } from '@mantine/core';
import { Outlet, Scripts, createRootRouteWithContext, useRouter } from '@tanstack/react-router';
import { useEffect, type ReactNode } from 'react';
import { DocumentHead } from '@/components/DocumentHead';
import { SiteLayout } from '@/components/layout/SiteLayout';
import { NotFoundPage } from '@/components/NotFoundPage';
import { listCambridgeSubCourses, listCourses } from '@/content/courses/course-queries';
import { loadNewVersion } from '@/features/offline/new-version';
import { SendUnsentRegistrations } from '@/features/registration/SendUnsentRegistrations';
import { listRegistrationCourses } from '@/features/registration/registration-courses';
import { buildSiteNavigation } from '@/content/site-navigation';
import { useRouteShown } from '@/lib/app-shell';
import { redirectToCanonicalPath } from '@/lib/canonical-path';
import { replayEarlyInput } from '@/components/early-input';
import { inlineScriptText } from '@/components/inline-script-text';
import { documentHead, notFoundHead } from '@/seo/page-head';
import { loadWordsForRender, wordsIn } from '@/i18n/translated-text';
import type { RouterContext } from '@/i18n/locale-rewrite';
import { LocaleProvider, useLocale } from '@/i18n/use-text';
import themeVariables from '@/theme/theme-variables.css?inline';
import { shell } from '@/i18n/vi/shell';

export const Route = createRootRouteWithContext<RouterContext>()({
  // The page's language; on an English page, the words it renders before it renders
  // (translated-text.ts: all of them on the server, the shell's in the browser).
  beforeLoad: async ({ location, preload, context }) => {
    redirectToCanonicalPath({ location });
    await loadNewVersion({ location, preload });
    const locale = context.documentLocale();
    await loadWordsForRender(locale, import.meta.env.SSR);
    return { locale };
  },
  loader: async ({ context }) => {
    const { locale } = context;
    const [courses, subCourses, registrationCourses] = await Promise.all([
      listCourses(locale),
      listCambridgeSubCourses(locale),
      listRegistrationCourses(locale),
    ]);
    const navigation = buildSiteNavigation(courses, subCourses, { locale, words: await wordsIn(locale, 'shell', shell) });
    return { ...navigation, registrationCourses };
  },
  // What every page's head has; pages add their own. An address no route knows gets the not-found one.
  head: ({ match }) => documentHead(match.context, match._notFound ? notFoundHead(match.context) : undefined),
  shellComponent: RootDocument,
  component: RootLayout,
  notFoundComponent: NotFoundPage,
});

/** The HTML document every page is rendered in, on the server and in the browser alike. */
function RootDocument({ children }: { children: ReactNode }) {
  return (
    <LocaleProvider>
      <Html>{children}</Html>
    </LocaleProvider>
  );
}

function Html({ children }: { children: ReactNode }) {
  return (
    <html lang={useLocale()} {...mantineHtmlProps}>
      <head>
        {/* Before the styles, so the first paint already has the visitor's colour scheme. */}
        <ColorSchemeScript defaultColorScheme="auto" />
        {/* What must work before the page's code has run (early-input.ts). Part of the document, not
            of the routes' head tags: the router puts those back after some client navigations, and
            the script would run again. */}
        <script suppressHydrationWarning dangerouslySetInnerHTML={{ __html: import.meta.env.SSR ? inlineScriptText() : '' }} />
        {/* Mantine's theme variables and responsive classes, which its provider would compute in the
            browser too (src/theme/theme-variables.test.tsx): from the server only, as the script above. */}
        <style suppressHydrationWarning dangerouslySetInnerHTML={{ __html: import.meta.env.SSR ? themeVariables : '' }} />
        <DocumentHead />
      </head>
      <body>
        {children}
        <Scripts />
      </body>
    </html>
  );
}

function RootLayout() {
  const navigation = Route.useLoaderData();
  // In the app shell, the page and the site around it come after hydration (src/lib/app-shell.ts).
  const routeShown = useRouteShown();
  const router = useRouter();
  const { locale, documentLocale } = Route.useRouteContext();
  // The page now answers to input (browser tests wait for this mark); what came earlier is replayed.
  useEffect(() => {
    document.documentElement.dataset.ready = '';
    void replayEarlyInput();
  }, []);
  // The app shell is rendered in Vietnamese (for '/'): answered at an English address (offline, or
  // while the render server is down), the site around the page loads again in English.
  useEffect(() => {
    if (locale === documentLocale()) return;
    document.documentElement.lang = documentLocale();
    void router.invalidate();
  }, [locale, documentLocale, router]);
  return (
    <SiteLayout key={routeShown ? 'page' : 'shell'} courses={navigation.courses} searchEntries={navigation.searchEntries}>
      {routeShown && <Outlet />}
      <SendUnsentRegistrations />
    </SiteLayout>
  );
}
