// For component tests of uPlot charts: jsdom has no canvas, so the chart module is replaced by a
// plot that draws nothing but records what it was given (options, data, the x ranges set on it),
// and an element's measured size by a fixed one. Used from vi.mock factories:
//   vi.mock('uplot', async () => (await import('.../chart-mocks.ts')).fakeUplotModule);
// and read through `recordedPlots` (the same module instance the factory imported).
type XRange = { min: number; max: number };

export class FakePlot {
  static tzDate = (date: Date) => date;
  static pxRatio = 1;
  /** uPlot.join: the tables on the union of their x values, null where a table has no value. */
  static join(tables: (number | null)[][][]) {
    const xs = [...new Set(tables.flatMap((table) => table[0] as number[]))].sort((a, b) => a - b);
    const joined: (number | null)[][] = [xs];
    for (const table of tables) {
      for (const ys of table.slice(1)) {
        const at = new Map((table[0] as number[]).map((x, index) => [x, ys[index] ?? null]));
        joined.push(xs.map((x) => at.get(x) ?? null));
      }
    }
    return joined;
  }
  /** Every x range set on the plot, in order. */
  ranges: XRange[] = [];
  scales: { x: Partial<XRange> } = { x: {} };
  destroyed = false;
  constructor(
    // The options as the component wrote them (hooks, scales, series).
    public options: any, // eslint-disable-line @typescript-eslint/no-explicit-any
    public data: unknown,
    /** The element the plot was drawn into. */
    public host?: HTMLElement,
  ) {
    recordedPlots.push(this);
  }
  setScale(_key: string, range: XRange) {
    this.ranges.push(range);
    this.scales.x = range;
  }
  setSelect() {}
  /** New data (as the log-data chart sets it); the scales' range functions are read again. */
  setData(data: unknown) {
    this.data = data;
  }
  setSize() {}
  redraw() {}
  /** The plot's event layer (the log-data chart listens for double clicks). */
  over = { addEventListener() {}, removeEventListener() {} };
  destroy() {
    this.destroyed = true;
  }
}

/** Every plot made since the test file started (empty it where a test counts them). */
export const recordedPlots: FakePlot[] = [];

export const fakeUplotModule = { default: FakePlot };

export const fixedElementSize = () => ({ ref: () => undefined, width: 800, height: 0 });

/**
 * The texts a plot's draw hooks write on its canvas (event marks' names, level and band labels), the
 * plot area 1000 px wide with x placed linearly over the plot's x range (its scale's fixed range, or
 * its first to last x).
 */
export function drawnTexts(plot: FakePlot): string[] {
  const texts: string[] = [];
  const ctx = new Proxy(
    {},
    {
      get: (_target, key) => (key === 'fillText' ? (text: string) => texts.push(text) : () => undefined),
      set: () => true,
    },
  );
  const xs = (plot.data as number[][])[0] ?? [];
  const [min, max] = (plot.options.scales?.x?.range?.() as [number, number] | undefined) ?? [
    xs[0] ?? 0,
    xs[xs.length - 1] ?? 1,
  ];
  const u = {
    ctx,
    bbox: { left: 0, top: 0, width: 1000, height: 100 },
    valToPos: (value: number, scale: string) => (scale === 'x' ? ((value - min) / (max - min)) * 1000 : 50),
  };
  for (const hook of plot.options.hooks?.drawAxes ?? []) hook(u);
  return texts;
}
