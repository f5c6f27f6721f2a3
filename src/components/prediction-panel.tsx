// The prediction panel of a curve (001 §2, §5; PERF-062): a custom x value read on the fit, shown
// with 2 decimals, 'The value must be a number' for anything else and no value twice. Used by the
// reference curves, the data analysis and the charter party pages.
import { Button, Group, Paper, Table, Text, TextInput } from '@mantine/core';
import { useState, type FormEvent } from 'react';
import { parsePredictionValue } from '../../domain/calc/regression.ts';
import { messages } from '../../domain/messages.ts';

export function PredictionPanel({
  xLabel,
  yLabel,
  predictions,
  onPredictAt,
}: {
  xLabel: string;
  yLabel: string;
  /** The values asked for, read on the curve (null where the curve has no value). */
  predictions: readonly { x: number; y: number | null }[];
  /** The sorted list of values to read the curve at. */
  onPredictAt: (xs: number[]) => void;
}) {
  const [input, setInput] = useState('');
  const [error, setError] = useState<string | null>(null);

  function add(event: FormEvent) {
    event.preventDefault();
    const value = parsePredictionValue(input.replace(',', '.'));
    if (value === null) return setError(messages.valueMustBeNumber);
    const xs = predictions.map((p) => p.x);
    if (xs.includes(value)) return setError('That value is in the table already.');
    setError(null);
    onPredictAt([...xs, value].sort((a, b) => a - b));
    setInput('');
  }

  return (
    <Paper withBorder p="sm" component="section" aria-labelledby="prediction-heading">
      <Text fw={600} id="prediction-heading" mb="xs">
        Prediction
      </Text>
      <form onSubmit={add} aria-label="Predict at a custom value">
        <Group align="flex-start">
          <TextInput
            label={`Custom value: ${xLabel}`}
            w={220}
            value={input}
            onChange={(e) => setInput(e.currentTarget.value)}
            error={error}
          />
          <Button type="submit" mt={25} variant="default">
            Predict
          </Button>
        </Group>
      </form>
      {predictions.length === 0 ? (
        <Text size="sm" c="dimmed" mt="xs">
          Add a value to read the curve there.
        </Text>
      ) : (
        <Table mt="xs" verticalSpacing={4}>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{xLabel}</Table.Th>
              <Table.Th>{yLabel}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {predictions.map((p) => (
              <Table.Tr key={p.x}>
                <Table.Td>{p.x}</Table.Td>
                <Table.Td data-testid="prediction-value">{p.y === null ? '–' : p.y.toFixed(2)}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      )}
    </Paper>
  );
}
