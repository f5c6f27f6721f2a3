// A table's rows as stacked cards on a narrow screen (issue 26 §3, ADR 0109: below 1024 px a table
// that does not fit becomes cards, so a 768 px tablet never scrolls sideways): one card per row,
// its title first, then each column's name and value as a description list.
import { Paper, SimpleGrid, Stack, Text } from '@mantine/core';
import { Fragment, type ReactNode } from 'react';

export type StackedCard = {
  key: string;
  title: ReactNode;
  fields: readonly { label: string; value: ReactNode }[];
  /** Test hooks the table's row carried (data-testid, data-key). */
  testId?: string;
  dataKey?: string;
};

export function StackedCards({
  label,
  cards,
  testId,
}: {
  /** Names the list as the table's caption named the table. */
  label: string;
  cards: readonly StackedCard[];
  testId?: string;
}) {
  return (
    <Stack component="ul" gap="xs" m={0} p={0} aria-label={label} data-testid={testId}>
      {cards.map((card) => (
        <Paper
          key={card.key}
          component="li"
          withBorder
          p="xs"
          style={{ listStyle: 'none' }}
          data-testid={card.testId}
          data-key={card.dataKey}
        >
          <Text size="sm" fw={600} mb={4}>
            {card.title}
          </Text>
          <SimpleGrid component="dl" cols={2} spacing="xs" verticalSpacing={4} m={0}>
            {card.fields.map((field) => (
              <Fragment key={field.label}>
                <Text component="dt" size="sm" c="dimmed">
                  {field.label}
                </Text>
                <Text component="dd" size="sm" m={0} style={{ overflowWrap: 'anywhere' }}>
                  {field.value}
                </Text>
              </Fragment>
            ))}
          </SimpleGrid>
        </Paper>
      ))}
    </Stack>
  );
}
