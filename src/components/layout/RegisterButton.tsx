import { Button, type ButtonProps } from '@mantine/core';
import { useNavigate } from '@tanstack/react-router';
import type { MouseEvent } from 'react';

/** Id of the registration block; pages that have one render it with this id. */
export const registrationAnchorId = 'dang-ky';

/**
 * 'Đăng ký ngay': goes to the registration form — the one on this page when there is one,
 * otherwise the one at the bottom of the home page — and puts the cursor in its first field.
 */
interface RegisterButtonProps {
  /** Runs before going; call `go` when ready (the drawer calls it once it has closed). */
  onBeforeGo?: (go: () => void) => void;
  fullWidth?: boolean;
  size?: ButtonProps['size'];
  label?: string;
}

export function RegisterButton({ onBeforeGo, fullWidth, size = 'md', label = 'Đăng ký ngay' }: RegisterButtonProps) {
  const navigate = useNavigate();
  const handleClick = (event: MouseEvent<HTMLAnchorElement>) => {
    event.preventDefault();
    const go = () => {
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
    if (onBeforeGo) onBeforeGo(go);
    else go();
  };
  return (
    <Button
      component="a"
      href={`${import.meta.env.BASE_URL}#${registrationAnchorId}`}
      onClick={handleClick}
      size={size}
      fullWidth={fullWidth}
    >
      {label}
    </Button>
  );
}

function focusRegistration(block: HTMLElement) {
  const reduceMotion = window.matchMedia('(prefers-reduced-motion: reduce)').matches;
  block.scrollIntoView({ behavior: reduceMotion ? 'auto' : 'smooth', block: 'start' });
  block.querySelector<HTMLElement>('input, select, textarea')?.focus({ preventScroll: true });
}
