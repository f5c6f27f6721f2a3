// For component tests of uPlot charts: jsdom has no canvas, so the chart module is replaced by a
// plot that draws nothing, and an element's measured size by a fixed one. Used from vi.mock
// factories: vi.mock('uplot', async () => (await import('.../chart-mocks.ts')).fakeUplotModule).
export class FakePlot {
  static tzDate = (date: Date) => date;
  static pxRatio = 1;
  destroy() {}
}

export const fakeUplotModule = { default: FakePlot };

export const fixedElementSize = () => ({ ref: () => undefined, width: 800, height: 0 });
