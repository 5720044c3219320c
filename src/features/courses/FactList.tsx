import { Box, Text } from '@mantine/core';
import { autoFitGrid } from '@/components/auto-fit-grid';

/** A label and its value: one line, or several as a list. */
export interface Fact {
  label: string;
  value: string | string[];
}

/** Facts as a description list, each label over its value, in as many columns as fit: one on a phone. */
export function FactList({ facts }: { facts: Fact[] }) {
  return (
    <Box
      component="dl"
      m={0}
      style={autoFitGrid('17rem', 'var(--mantine-spacing-sm) var(--mantine-spacing-lg)')}
    >
      {facts.map(({ label, value }) => (
        <div key={label}>
          <Text component="dt" size="sm" fw={700} c="var(--site-muted-text)">
            {label}
          </Text>
          <Text component="dd">
            {typeof value === 'string' ? (
              value
            ) : (
              <Box component="ul" m={0} pl="md">
                {value.map((line) => (
                  <li key={line}>{line}</li>
                ))}
              </Box>
            )}
          </Text>
        </div>
      ))}
    </Box>
  );
}
