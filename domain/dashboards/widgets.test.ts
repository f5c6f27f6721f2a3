import { describe, expect, it } from 'vitest';
import { choosableVessels, latestNotifications, widgetCatalogue, widgetTypes } from './widgets.ts';

describe('the widget catalogue (000 §3)', () => {
  it('SHELL-090..097 each type has the size of the spec', () => {
    const sizes = Object.fromEntries(
      widgetTypes.map((type) => [type, `${widgetCatalogue[type].width}x${widgetCatalogue[type].height}`]),
    );
    expect(sizes).toEqual({
      Welcome: '20x12',
      VesselDataTable: '12x6',
      VesselDataGraph: '12x6',
      VesselMap: '9x9',
      PerformanceStatus: '8x6',
      Notifications: '8x6',
      Cii: '8x6',
      FoulingOverview: '12x6',
    });
    expect(widgetTypes.filter((type) => widgetCatalogue[type].single)).toEqual(['Welcome', 'VesselMap']);
  });

  it('SHELL-094 SHELL-097 a widget offers only the vessels with the feature it needs', () => {
    const vessels = [
      { id: 'a', features: [{ name: 'Diagnostics' }] },
      { id: 'b', features: [{ name: 'Fouling' }, { name: 'Diagnostics' }] },
      { id: 'c', features: [] },
    ];
    const ids = (type: Parameters<typeof choosableVessels>[0]) =>
      choosableVessels(type, vessels).map((vessel) => vessel.id);
    expect(ids('PerformanceStatus')).toEqual(['a', 'b']);
    expect(ids('FoulingOverview')).toEqual(['b']);
    expect(ids('Notifications')).toEqual(['a', 'b', 'c']);
    expect(ids('VesselMap')).toEqual(['a', 'b', 'c']);
  });
});

describe('the Notifications widget (000 §3)', () => {
  const incident = (id: string, vesselId: string, timestamp: string) => ({
    id,
    vesselId,
    openVesselEvent: { timestamp },
  });
  const incidents = [
    incident('1', 'v1', '2026-03-01T10:00:00.000Z'),
    incident('2', 'v2', '2026-03-02T10:00:00.000Z'),
    incident('3', 'v1', '2026-03-03T08:00:00.000Z'),
    incident('4', 'v3', '2026-03-04T10:00:00.000Z'),
    incident('5', 'v1', '2026-03-03T08:00:00.000Z'),
  ];

  it('SHELL-095 lists the notifications of its vessels only, newest first, and counts the rest', () => {
    const { shown, more } = latestNotifications(incidents, ['v1', 'v2'], 3);
    // 3 and 5 were opened at the same time: the id decides, so the order is stable.
    expect(shown.map((i) => i.id)).toEqual(['3', '5', '2']);
    expect(more).toBe(1);
    expect(latestNotifications(incidents, ['v3'], 10)).toEqual({ shown: [incidents[3]], more: 0 });
    expect(latestNotifications(incidents, [], 10)).toEqual({ shown: [], more: 0 });
  });
});
