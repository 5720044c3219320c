import { Container, Loader, Stack, Text, Title } from '@mantine/core';

interface StatusMessageProps {
  message: string;
  /** `loading` shows a spinner; `loading` and `info` are announced politely, `error` at once. */
  kind: 'loading' | 'error' | 'info';
  /** The state stands in for the whole page: the message is its h1. */
  pageHeading?: boolean;
  children?: React.ReactNode;
}

/** The loading, error and not-found states every data page shares. */
export function StatusMessage({ message, kind, pageHeading = false, children }: StatusMessageProps) {
  return (
    <Container size="sm" py={64}>
      <Stack align="center" gap="md" role={kind === 'error' ? 'alert' : 'status'}>
        {kind === 'loading' && <Loader color="orange" aria-hidden />}
        {pageHeading ? (
          <Title order={1} size="h3" ta="center">
            {message}
          </Title>
        ) : (
          <Text fw={600} size="lg" ta="center">
            {message}
          </Text>
        )}
        {children}
      </Stack>
    </Container>
  );
}
