// Issue 26 §3: the volume at 15 °C derived from a mass and a density (and a mass from a volume),
// shown under the fuel forms in the crew's words. A hint, not a field: what is saved is what the
// crew typed, or the derived value once they choose to use it.
import { Button, Group, Text } from '@mantine/core';
import { fillMessage, messages } from '../../../../domain/messages.ts';
import { formatFuelQuantity } from '../../../../domain/voyages/fuel-rules.ts';
import { massFromVolume, volumeAt15C } from '../../../../domain/voyages/fuel-volume.ts';
import { formatDateTime } from '../../../lib/format.ts';

/** The density the hint uses and, when it is the tank's, the bunkering it comes from. */
export type KnownDensity = { value: number; bunkeredAt?: string };

const amount = (value: number) => formatFuelQuantity(value, 'fuelAmount');
const density = (value: number) => formatFuelQuantity(value, 'fuelDensity');

function Source({ known }: { known: KnownDensity }) {
  return known.bunkeredAt ? (
    <> {fillMessage(messages.densityOfBunkering, { time: formatDateTime(known.bunkeredAt) })}</>
  ) : null;
}

/** "Volume at 15 °C: … m³ (… t at … t/m³)." when the mass and the density are known. */
export function DerivedVolume({
  massTonnes,
  known,
  onUse,
}: {
  massTonnes: number | null;
  known: KnownDensity | null;
  /** Offered when the form has an empty volume field the derived volume may fill. */
  onUse?: (volume: number) => void;
}) {
  const volume = volumeAt15C(massTonnes, known?.value);
  if (volume === null || massTonnes === null || !known) return null;
  return (
    <Group gap="xs" data-testid="derived-volume">
      <Text size="sm" c="dimmed">
        {fillMessage(messages.derivedVolume, {
          volume: amount(volume),
          mass: amount(massTonnes),
          density: density(known.value),
        })}
        <Source known={known} />
      </Text>
      {onUse ? (
        <Button size="compact-xs" variant="light" onClick={() => onUse(Number(volume.toFixed(3)))}>
          {messages.useDerivedVolume}
        </Button>
      ) : null}
    </Group>
  );
}

/** "Mass: … t (… m³ at … t/m³)." when the volume and the density are known. */
export function DerivedMass({
  volumeM3,
  known,
  onUse,
}: {
  volumeM3: number | null;
  known: KnownDensity | null;
  onUse?: (mass: number) => void;
}) {
  const mass = massFromVolume(volumeM3, known?.value);
  if (mass === null || volumeM3 === null || !known) return null;
  return (
    <Group gap="xs" data-testid="derived-mass">
      <Text size="sm" c="dimmed">
        {fillMessage(messages.derivedMass, {
          mass: amount(mass),
          volume: amount(volumeM3),
          density: density(known.value),
        })}
        <Source known={known} />
      </Text>
      {onUse ? (
        <Button size="compact-xs" variant="light" onClick={() => onUse(Number(mass.toFixed(3)))}>
          {messages.useDerivedMass}
        </Button>
      ) : null}
    </Group>
  );
}
