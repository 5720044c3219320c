import { Button, type ButtonProps } from '@mantine/core';
import { useNavigate, useRouter } from '@tanstack/react-router';
import type { MouseEvent } from 'react';
import { localizedPath } from '@/i18n/locale';
import { useLocale, useText } from '@/i18n/use-text';
import { shell } from '@/i18n/vi/shell';
import { chosenCourseParam } from './registration-search';

/** Id of the registration block; pages that have one render it with this id. */
export const registrationAnchorId = 'dang-ky';

/**
 * 'Đăng ký ngay': goes to the registration form — the one on this page when there is one,
 * otherwise the one at the bottom of the home page — and puts the cursor in its first field.
 * With a course, the form starts with that course and the address keeps it (`?khoa-hoc=<id>`),
 * so a reload keeps the choice.
 */
interface RegisterButtonProps {
  /** Runs before going; call `go` when ready (the drawer calls it once it has closed). */
  onBeforeGo?: (go: () => void) => void;
  /** The course to register for: the page's own course, on a course page. */
  courseId?: string;
  fullWidth?: boolean;
  size?: ButtonProps['size'];
  /** The button's words; 'Đăng ký ngay' (in the page's language) unless given. */
  label?: string;
  className?: string;
}

export function RegisterButton({ onBeforeGo, courseId, fullWidth, size = 'md', label, className }: RegisterButtonProps) {
  const navigate = useNavigate();
  const router = useRouter();
  const locale = useLocale();
  const { register } = useText('shell', shell);
  const withCourse = courseId ? { to: '.', search: { [chosenCourseParam]: Number(courseId) }, hash: registrationAnchorId } : undefined;
  // The home page's form, at the home page's address in the page's language ('/#dang-ky', '/en#dang-ky').
  const href = withCourse
    ? router.buildLocation(withCourse).publicHref
    : `${import.meta.env.BASE_URL.replace(/\/$/, '')}${localizedPath('/', locale)}#${registrationAnchorId}`;

  const handleClick = (event: MouseEvent<HTMLAnchorElement>) => {
    event.preventDefault();
    const go = () => {
      const block = document.getElementById(registrationAnchorId);
      if (block && withCourse) {
        // The block as it is once the address has the course: the page may have rendered it anew.
        void navigate({ ...withCourse, replace: true, resetScroll: false, hashScrollIntoView: false }).then(() =>
          focusRegistration(document.getElementById(registrationAnchorId) ?? block),
        );
      } else if (block) {
        focusRegistration(block);
      } else {
        void navigate({ to: '/', hash: registrationAnchorId })
          .then(registrationOnceRendered)
          .then((target) => target && focusRegistration(target));
      }
    };
    if (onBeforeGo) onBeforeGo(go);
    else go();
  };
  return (
    <Button component="a" href={href} onClick={handleClick} size={size} fullWidth={fullWidth} className={className}>
      {label ?? register.now}
    </Button>
  );
}

function focusRegistration(block: HTMLElement) {
  const reduceMotion = window.matchMedia('(prefers-reduced-motion: reduce)').matches;
  block.scrollIntoView({ behavior: reduceMotion ? 'auto' : 'smooth', block: 'start' });
  block.querySelector<HTMLElement>('input, select, textarea')?.focus({ preventScroll: true });
}

/**
 * The home page's registration block, once it is there and the sections above it too: arriving
 * from another page, each section renders once its code has loaded (and is marked `data-ready`,
 * src/components/deferred-hydration.ts), after the navigation, and one rendered later would push
 * the form out of view. `null` if it never comes (its code could not load).
 */
function registrationOnceRendered() {
  return new Promise<HTMLElement | null>((resolve) => {
    const found = () => (document.querySelector('[data-deferred]:not([data-ready])') ? null : document.getElementById(registrationAnchorId));
    const done = (block: HTMLElement | null) => {
      observer.disconnect();
      clearTimeout(giveUp);
      resolve(block);
    };
    const observer = new MutationObserver(() => {
      const block = found();
      if (block) done(block);
    });
    const giveUp = setTimeout(() => done(null), 10_000);
    observer.observe(document.body, { childList: true, subtree: true, attributes: true, attributeFilter: ['data-ready'] });
    const block = found();
    if (block) done(block);
  });
}
