import { Button } from '@mantine/core';
import { useNavigate } from '@tanstack/react-router';
import type { MouseEvent } from 'react';

/** Id of the registration block; pages that have one render it with this id. */
export const registrationAnchorId = 'dang-ky';

/**
 * 'Đăng ký ngay': goes to the registration form — the one on this page when there is one,
 * otherwise the one at the bottom of the home page — and puts the cursor in its first field.
 */
export function RegisterButton({ onNavigate, fullWidth }: { onNavigate?: () => void; fullWidth?: boolean }) {
  const navigate = useNavigate();
  const handleClick = (event: MouseEvent<HTMLAnchorElement>) => {
    event.preventDefault();
    onNavigate?.();
    const block = document.getElementById(registrationAnchorId);
    if (block) {
      focusRegistration(block);
      return;
    }
    void navigate({ to: '/', hash: registrationAnchorId }).then(() => {
      const target = document.getElementById(registrationAnchorId);
      if (target) focusRegistration(target);
    });
  };
  return (
    <Button
      component="a"
      href={`${import.meta.env.BASE_URL}#${registrationAnchorId}`}
      onClick={handleClick}
      size="md"
      fullWidth={fullWidth}
    >
      Đăng ký ngay
    </Button>
  );
}

function focusRegistration(block: HTMLElement) {
  const reduceMotion = window.matchMedia('(prefers-reduced-motion: reduce)').matches;
  block.scrollIntoView({ behavior: reduceMotion ? 'auto' : 'smooth', block: 'start' });
  block.querySelector<HTMLElement>('input, select, textarea')?.focus({ preventScroll: true });
}
