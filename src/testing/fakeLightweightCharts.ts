/**
 * lightweight-charts for jsdom, which has no canvas to draw on: the real module (its series
 * definitions and enums) with `createChart` replaced by a recording fake, so a test can read
 * which series a widget added, with what options and data, and what it did to them since.
 * Install it in a test file with (FakeCharts: `import type * as FakeCharts` of this module):
 *
 *   jest.mock('lightweight-charts', () => jest.requireActual<typeof FakeCharts>('<path to>/fakeLightweightCharts').fakeLightweightCharts());
 */
import type * as LightweightCharts from 'lightweight-charts';

export interface FakeSeries {
  /** The series definition passed to addSeries (CandlestickSeries, LineSeries...). */
  definition: unknown;
  options: Record<string, unknown>;
  data: unknown[];
  /** Points given to update(), in order. */
  updates: unknown[];
  removed: boolean;
}

export interface FakeChart {
  options: Record<string, unknown>[];
  series: FakeSeries[];
  /** Options applied to each price scale, by id. */
  priceScales: Record<string, Record<string, unknown>[]>;
  fitted: number;
  removed: boolean;
}

/** Every chart made since the last `resetFakeCharts`, oldest first. */
export const fakeCharts: FakeChart[] = [];

export function resetFakeCharts(): void {
  fakeCharts.length = 0;
}

function createFakeChart(_container: HTMLElement, options: Record<string, unknown> = {}) {
  const chart: FakeChart = { options: [options], series: [], priceScales: {}, fitted: 0, removed: false };
  fakeCharts.push(chart);
  // removeSeries is handed the object addSeries returned.
  const added = new Map<object, FakeSeries>();
  return {
    applyOptions: (next: Record<string, unknown>) => void chart.options.push(next),
    addSeries: (definition: unknown, seriesOptions: Record<string, unknown> = {}) => {
      const series: FakeSeries = { definition, options: seriesOptions, data: [], updates: [], removed: false };
      chart.series.push(series);
      const api = {
        setData: (data: unknown[]) => void (series.data = data),
        update: (point: unknown) => void series.updates.push(point),
        applyOptions: (next: Record<string, unknown>) => void (series.options = { ...series.options, ...next }),
      };
      added.set(api, series);
      return api;
    },
    removeSeries: (api: object) => {
      const series = added.get(api);
      if (series) series.removed = true;
    },
    priceScale: (id: string) => ({ applyOptions: (next: Record<string, unknown>) => void (chart.priceScales[id] = [...(chart.priceScales[id] ?? []), next]) }),
    timeScale: () => ({ fitContent: () => void (chart.fitted += 1) }),
    remove: () => void (chart.removed = true),
  };
}

export function fakeLightweightCharts(): typeof LightweightCharts {
  return { ...jest.requireActual<typeof LightweightCharts>('lightweight-charts'), createChart: createFakeChart as unknown as typeof LightweightCharts.createChart };
}
