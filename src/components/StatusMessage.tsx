import { Container, Loader, Stack, Text } from '@mantine/core';

interface StatusMessageProps {
  message: string;
  /** `loading` shows a spinner; `loading` and `info` are announced politely, `error` at once. */
  kind: 'loading' | 'error' | 'info';
  children?: React.ReactNode;
}

/** The loading, error and not-found states every data page shares. */
export function StatusMessage({ message, kind, children }: StatusMessageProps) {
  return (
    <Container size="sm" py={64}>
      <Stack align="center" gap="md" role={kind === 'error' ? 'alert' : 'status'}>
        {kind === 'loading' && <Loader color="orange" aria-hidden />}
        <Text fw={600} size="lg" ta="center">
          {message}
        </Text>
        {children}
      </Stack>
    </Container>
  );
}
