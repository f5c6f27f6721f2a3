import { describe, expect, it } from 'vitest';
import { dashboardGridColumns, firstDashboardWidgets, widgetCatalogue } from './widgets.ts';

const vessel = (id: string, ...features: string[]) => ({ id, features: features.map((name) => ({ name })) });

describe('a new user’s first dashboard (issue 26 §5)', () => {
  const fleet = [
    vessel('a', 'PerformanceMonitoring', 'Diagnostics', 'Fouling', 'EmissionReport'),
    vessel('b', 'PerformanceMonitoring', 'EmissionReport'),
  ];

  it('SHELL-090 shows the fleet first, over the whole width, and the Welcome text (20x12) below it', () => {
    const widgets = firstDashboardWidgets(fleet);
    expect(widgets.map((widget) => widget.type)).toEqual([
      'VesselMap',
      'PerformanceStatus',
      'Cii',
      'Notifications',
      'FoulingOverview',
      'VesselDataTable',
      'Welcome',
    ]);
    // Each row of the grid is filled from edge to edge.
    const rows = new Map<number, number>();
    for (const widget of widgets.filter((w) => w.type !== 'Welcome'))
      rows.set(widget.y, (rows.get(widget.y) ?? 0) + widget.w);
    expect([...rows.values()].every((width) => width === dashboardGridColumns)).toBe(true);
    const welcome = widgets.at(-1)!;
    expect([welcome.w, welcome.h]).toEqual([widgetCatalogue.Welcome.width, widgetCatalogue.Welcome.height]);
    expect(welcome.y).toBe(Math.max(...widgets.slice(0, -1).map((w) => w.y + w.h)));
  });

  it('SHELL-095 a widget shows only the vessels that can feed it; the CII one vessel', () => {
    const byType = new Map(firstDashboardWidgets(fleet).map((widget) => [widget.type, widget.vesselIds]));
    expect(byType.get('FoulingOverview')).toEqual(['a']);
    expect(byType.get('Cii')).toHaveLength(1);
    expect(byType.get('VesselMap')).toEqual(['a', 'b']);
  });

  it('SHELL-095 a fleet without Fouling gets no fouling ranking; one without vessels only the Welcome text', () => {
    expect(firstDashboardWidgets([vessel('b', 'PerformanceMonitoring')]).map((w) => w.type)).not.toContain(
      'FoulingOverview',
    );
    expect(firstDashboardWidgets([]).map((w) => [w.type, w.y])).toEqual([['Welcome', 0]]);
    // Every vessel the user sees is listed in the fleet table.
    expect(
      firstDashboardWidgets([vessel('b', 'PerformanceMonitoring')]).find((w) => w.type === 'VesselDataTable')
        ?.vesselIds,
    ).toEqual(['b']);
  });
});
