// EMIS-048..051, EMIS-140/141: the port of a Departure or an Arrival. An inline name search that
// starts at 3 characters, 500 ms after typing stops; typing clears the chosen port code; choosing a
// found port saves it at once. Without a port, the neighbouring event's port is offered as the
// default. A failed search empties the list without a word (002 §8).
import { Badge, Button, Group, Stack, Text, TextInput, Title, UnstyledButton } from '@mantine/core';
import { useEffect, useState } from 'react';
import { wholeBadgeStyles } from '../../../components/whole-badge.ts';
import { portSearchMinLength } from '../../../../domain/contracts/ports.ts';
import { defaultPort } from '../../../../domain/voyages/event-rules.ts';
import { useDetailEnv, type PortOption } from '../detail-env.tsx';
import { detailTexts } from '../detail-texts.ts';
import { portSearchDelayMs } from '../detail-rules.ts';
import { updateEvent } from '../local/detail-writes.ts';
import type { EventRow } from '../local/rows.ts';
import { useSave } from './use-save.ts';

export function PortLabel({ port }: { port: PortOption }) {
  return (
    <Group gap="xs">
      <Text size="sm">{port.name}</Text>
      <Text size="sm" c="dimmed">
        {port.loCode}
      </Text>
      <Badge
        size="xs"
        variant="light"
        c="dark.8"
        color={port.isMrvPort ? 'blue' : 'gray'}
        styles={wholeBadgeStyles}
      >
        {port.isMrvPort ? detailTexts.mrvPort : detailTexts.notMrvPort}
      </Badge>
    </Group>
  );
}

export function PortEditor({
  event,
  events,
  editable,
}: {
  event: EventRow;
  events: readonly EventRow[];
  editable: boolean;
}) {
  const env = useDetailEnv();
  const { saving, save } = useSave();
  const [text, setText] = useState(event.port?.name ?? '');
  const [chosenCode, setChosenCode] = useState<string | null>(event.port?.loCode ?? null);
  const [found, setFound] = useState<PortOption[]>([]);
  const fallback = event.port ? null : defaultPort(events, event);

  useEffect(() => {
    const query = text.trim();
    if (chosenCode !== null || query.length < portSearchMinLength) {
      setFound([]);
      return;
    }
    let current = true;
    const timer = setTimeout(() => {
      env.searchPorts(query).then(
        (ports) => current && setFound(ports),
        () => current && setFound([]),
      );
    }, portSearchDelayMs);
    return () => {
      current = false;
      clearTimeout(timer);
    };
  }, [env, text, chosenCode]);

  const choose = async (port: PortOption) => {
    setText(port.name);
    setChosenCode(port.loCode);
    setFound([]);
    await save(
      updateEvent(event, { port: { name: port.name, loCode: port.loCode, isMrvPort: port.isMrvPort } }),
    );
  };

  return (
    <Stack gap="xs" component="section" aria-labelledby={`port-${event.id}`}>
      <Title order={4} id={`port-${event.id}`}>
        {detailTexts.port}
      </Title>
      {event.port ? <PortLabel port={event.port} /> : null}
      {fallback ? (
        <Group gap="xs">
          <Text size="sm" c="dimmed">
            {detailTexts.defaultPort}:
          </Text>
          <PortLabel port={fallback} />
          {editable ? (
            <Button size="compact-xs" variant="light" disabled={saving} onClick={() => void choose(fallback)}>
              {detailTexts.useDefaultPort}
            </Button>
          ) : null}
        </Group>
      ) : null}
      {editable ? (
        <>
          <TextInput
            label={detailTexts.portSearch}
            value={text}
            autoComplete="off"
            onChange={(e) => {
              setText(e.currentTarget.value);
              setChosenCode(null);
            }}
          />
          {found.length > 0 ? (
            <Stack component="ul" gap={2} aria-label={detailTexts.foundPorts} m={0} p={0}>
              {found.map((port) => (
                <li key={port.loCode} style={{ listStyle: 'none' }}>
                  <UnstyledButton
                    aria-label={`${port.name} ${port.loCode}`}
                    disabled={saving}
                    onClick={() => void choose(port)}
                    p={4}
                  >
                    <PortLabel port={port} />
                  </UnstyledButton>
                </li>
              ))}
            </Stack>
          ) : null}
        </>
      ) : null}
    </Stack>
  );
}
