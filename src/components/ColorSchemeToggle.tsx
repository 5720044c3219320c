import { ActionIcon, useComputedColorScheme, useMantineColorScheme } from '@mantine/core';
import { IconMoon, IconSun } from '@tabler/icons-react';

/** Switches light/dark; Mantine keeps the choice in localStorage. */
export function ColorSchemeToggle({ className }: { className?: string }) {
  const { setColorScheme } = useMantineColorScheme();
  const computed = useComputedColorScheme('light', { getInitialValueInEffect: true });
  const nextIsDark = computed === 'light';
  const label = nextIsDark ? 'Chuyển sang giao diện tối' : 'Chuyển sang giao diện sáng';
  return (
    <ActionIcon
      className={className}
      variant="subtle"
      color="gray"
      size="lg"
      radius="xl"
      aria-label={label}
      title={label}
      onClick={() => setColorScheme(nextIsDark ? 'dark' : 'light')}
    >
      {nextIsDark ? <IconMoon size={20} aria-hidden /> : <IconSun size={20} aria-hidden />}
    </ActionIcon>
  );
}
