import { VisuallyHidden } from '@mantine/core';
import { IconMessageCircle, IconPhone } from '@tabler/icons-react';
import { useRouterState } from '@tanstack/react-router';
import { useEffect, useState } from 'react';
import { useText } from '@/i18n/use-text';
import { shell } from '@/i18n/vi/shell';
import { siteConfig } from '@/lib/site-config';
import { zIndex } from '@/theme/tokens';
import classes from './MobileActionBar.module.css';
import { RegisterButton, registrationAnchorId } from './RegisterButton';

/**
 * The phone's bottom bar: call, Zalo, and 'Đăng ký học thử', in thumb's reach on every page. It
 * steps aside (and out of the tab order) while the registration form is on screen, where it would
 * only cover the form it points to, and while any form of the page is in use (its stylesheet), where
 * it would cover the controls the form has just put in view.
 */
export function MobileActionBar() {
  const formOnScreen = useRegistrationOnScreen();
  const text = useText('shell', shell);
  return (
    <nav
      aria-label={text.actionBar.label}
      className={classes.bar}
      data-hidden={formOnScreen || undefined}
      inert={formOnScreen}
      style={{ zIndex: zIndex.appBar }}
    >
      <a href={siteConfig.phoneHref} className={classes.contact}>
        <IconPhone size={22} aria-hidden />
        {text.actionBar.call}
        <VisuallyHidden> {siteConfig.phone}</VisuallyHidden>
      </a>
      <a href={siteConfig.zaloHref} target="_blank" rel="noopener noreferrer" className={classes.contact}>
        <IconMessageCircle size={22} aria-hidden />
        Zalo<VisuallyHidden> ({text.newTab})</VisuallyHidden>
      </a>
      <RegisterButton label={text.actionBar.register} size="md" className={classes.register} />
    </nav>
  );
}

/** Whether any part of this page's registration block is in the viewport (false where there is none). */
function useRegistrationOnScreen() {
  const [onScreen, setOnScreen] = useState(false);
  // The page rendered for this address is in the document once the router has resolved it.
  const page = useRouterState({ select: (state) => state.resolvedLocation?.pathname });
  useEffect(() => {
    const block = document.getElementById(registrationAnchorId);
    if (!block) return;
    const observer = new IntersectionObserver(([entry]) => setOnScreen(Boolean(entry?.isIntersecting)));
    observer.observe(block);
    return () => {
      observer.disconnect();
      setOnScreen(false);
    };
  }, [page]);
  return onScreen;
}
