import { ActionIcon, useComputedColorScheme, useMantineColorScheme } from '@mantine/core';
import { useMounted } from '@mantine/hooks';
import { IconMoon, IconSun } from '@tabler/icons-react';
import { useText } from '@/i18n/use-text';
import { shell } from '@/i18n/vi/shell';

/**
 * Switches light/dark; Mantine keeps the choice in localStorage. The page is prerendered without
 * knowing the visitor's scheme: the icon follows it through CSS from the first paint, and the
 * label is set once the page runs (it is rendered for the light scheme until then, as it was built).
 */
export function ColorSchemeToggle({ className }: { className?: string }) {
  const { setColorScheme } = useMantineColorScheme();
  const computed = useComputedColorScheme('light', { getInitialValueInEffect: true });
  const nextIsDark = !useMounted() || computed === 'light';
  const { colourScheme: text } = useText('shell', shell);
  const label = nextIsDark ? text.toDark : text.toLight;
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
      <IconMoon size={20} aria-hidden className="mantine-dark-hidden" />
      <IconSun size={20} aria-hidden className="mantine-light-hidden" />
    </ActionIcon>
  );
}
