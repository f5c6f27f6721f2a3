// For component tests of the time charts that mark a vessel's events (issue 26 §5): the answers of
// GET /Vessels (the vessel with Diagnostics, whose events these are) and GET /VesselEvents/Find.
import type { VesselPerformanceEvent } from '../../domain/contracts/diagnostics.ts';
import { buildVessel, testId, type FakeResponse } from './fake-api.ts';

type EventInput = Pick<VesselPerformanceEvent, 'timestamp' | 'name' | 'type'>;

/** A vessel event as GET /VesselEvents/Find answers it. */
export function buildVesselEvent(vesselId: string, input: EventInput, index = 0): VesselPerformanceEvent {
  return {
    id: testId(`event-${vesselId}-${index}`),
    vesselId,
    source: 'Office',
    trendEventType: input.type === 'TrendEvent' ? 'HullCleaning' : null,
    description: '',
    isEditable: true,
    version: 1,
    ...input,
  };
}

/**
 * Fake API handlers: GET /Vessels lists the vessels with the Diagnostics feature (and `features`),
 * and GET /VesselEvents/Find answers each one's events (by its vesselId query).
 */
export function vesselEventHandlers(
  eventsByVessel: Record<string, readonly EventInput[]>,
  features: readonly string[] = [],
) {
  return {
    'GET /Vessels': (): FakeResponse => ({
      body: Object.keys(eventsByVessel).map((id, index) =>
        buildVessel({
          id,
          name: `Vessel ${index + 1}`,
          features: ['Diagnostics', ...features].map((name) => ({ id: testId(`feature-${name}`), name })),
        }),
      ),
    }),
    'GET /VesselEvents/Find': ({ url }: { url: URL }): FakeResponse => {
      const vesselId = url.searchParams.get('vesselId') ?? '';
      return {
        body: (eventsByVessel[vesselId] ?? []).map((event, index) =>
          buildVesselEvent(vesselId, event, index),
        ),
      };
    },
  };
}
