// Labelled facts as a description list, label and value side by side: the vessel's particulars,
// the data it sent. A missing value shows as a dash.
import { SimpleGrid, Stack, Text } from '@mantine/core';

export type Fact = { label: string; value: string };

export function FactList({ facts }: { facts: readonly Fact[] }) {
  return (
    <Stack gap={0} component="dl" m={0}>
      {facts.map((fact) => (
        <SimpleGrid
          cols={2}
          key={fact.label}
          py={6}
          style={{ borderBottom: '1px solid var(--mantine-color-gray-2)' }}
        >
          <Text component="dt" c="dimmed" size="sm">
            {fact.label}
          </Text>
          <Text component="dd" m={0} size="sm" fw={500}>
            {fact.value || '—'}
          </Text>
        </SimpleGrid>
      ))}
    </Stack>
  );
}
