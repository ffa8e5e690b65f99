import { booleanField, selectField } from '../../../widgets/framework/configFields';
import type { AnyWidgetDefinition } from '../../../widgets/framework/widgetTypes';
import { GRID_COLS, breakpointOf } from './gridConfig';
import { emptyLayouts, migrateConfig, placeInLayouts, readDashboard } from './dashboardDocument';

const Nothing = () => null;

// Test widgets outside the catalogue (so not through defineWidget, which takes catalogue names).
// A widget at config version 3: v2 renamed `mode` to `view`, v3 added `showCost` (default false).
const chart: AnyWidgetDefinition = {
  name: 'testChart',
  displayName: 'Chart',
  title: 'Test chart',
  description: 'A chart for tests.',
  type: 'Chart',
  defaultLayout: { w: 2, h: 9, minW: 2, minH: 6 },
  resizable: true,
  canMaximize: true,
  hideConfig: false,
  configs: {
    view: selectField('View', [{ value: 'line', label: 'Line' }, { value: 'bar', label: 'Bar' }], 'line'),
    showCost: booleanField('Show cost', false),
  },
  dataSource: 'summary',
  embeddable: true,
  configVersion: 3,
  migrations: {
    2: ({ mode, ...rest }) => ({ ...rest, view: mode }),
    3: (config) => ({ ...config, showCost: config.showCost ?? false }),
  },
  load: async () => Nothing,
};

const kpi: AnyWidgetDefinition = {
  name: 'testKpi',
  displayName: 'KPI',
  title: 'Test KPI',
  description: 'A KPI for tests.',
  type: 'KPI',
  defaultLayout: { w: 1, h: 3 },
  resizable: false,
  canMaximize: false,
  hideConfig: false,
  configs: {},
  dataSource: 'summary',
  embeddable: true,
  configVersion: 1,
  load: async () => Nothing,
};

const catalogue = new Map<string, AnyWidgetDefinition>([
  [chart.name, chart],
  [kpi.name, kpi],
]);
const lookup = (name: string) => catalogue.get(name);

function layoutsWith(...items: { i: string; x: number; y: number; w: number; h: number }[]) {
  return Object.fromEntries(Object.keys(GRID_COLS).map((bp) => [bp, items]));
}

describe('migrateConfig', () => {
  it('applies each step from the stored version to the current one', () => {
    expect(migrateConfig(chart, 1, { mode: 'bar' })).toEqual({ view: 'bar', showCost: false });
    expect(migrateConfig(chart, 2, { view: 'bar', showCost: true })).toEqual({ view: 'bar', showCost: true });
  });

  it('refuses a gap in the migrations', () => {
    const broken = { ...chart, migrations: { 3: chart.migrations![3]! } };
    expect(() => migrateConfig(broken, 1, {})).toThrow('testChart has no config migration to version 2.');
  });
});

describe('readDashboard', () => {
  it('reads a current dashboard unchanged, with the configs resolved', () => {
    const widgets = { a: { name: 'testChart', configVersion: 3, config: { view: 'bar' } }, b: { name: 'testKpi', configVersion: 1, config: {} } };
    const layouts = layoutsWith({ i: 'a', x: 0, y: 0, w: 1, h: 9 }, { i: 'b', x: 1, y: 0, w: 1, h: 3 });
    const read = readDashboard(layouts, widgets, lookup);
    expect(read.notices).toEqual([]);
    expect(read.widgets.map((w) => [w.id, w.config])).toEqual([
      ['a', { view: 'bar', showCost: false }],
      ['b', {}],
    ]);
    expect(read.layouts.xs).toEqual([
      { i: 'a', x: 0, y: 0, w: 1, h: 9, minW: 1, maxW: 1, minH: 6, maxH: 40 },
      { i: 'b', x: 0, y: 0, w: 1, h: 3 },
    ]);
    expect(read.layouts.xl[0]).toMatchObject({ i: 'a', w: 2, h: 9 });
  });

  it('migrates an old config and marks the dashboard changed', () => {
    const read = readDashboard(layoutsWith({ i: 'a', x: 0, y: 0, w: 2, h: 9 }), { a: { name: 'testChart', configVersion: 1, config: { mode: 'bar' } } }, lookup);
    expect(read.widgets[0]!.config).toEqual({ view: 'bar', showCost: false });
    expect(read.stored.a).toEqual({ name: 'testChart', configVersion: 3, config: { view: 'bar', showCost: false } });
    expect(read.changed).toBe(true);
    expect(read.notices).toEqual([]);
  });

  it('drops a widget no longer in the catalogue, and its layout items, with a notice', () => {
    const read = readDashboard(layoutsWith({ i: 'gone', x: 0, y: 0, w: 2, h: 9 }, { i: 'b', x: 2, y: 0, w: 1, h: 3 }), {
      gone: { name: 'widgetRetired', configVersion: 1, config: {} },
      b: { name: 'testKpi', configVersion: 1, config: {} },
    }, lookup);
    expect(read.widgets.map((w) => w.id)).toEqual(['b']);
    expect(read.layouts.xl.map((item) => item.i)).toEqual(['b']);
    expect(read.notices).toEqual(['The widget "widgetRetired" is no longer available and was removed.']);
    expect(read.changed).toBe(true);
  });

  it('resets unreadable settings and settings from a newer version, saying which', () => {
    const read = readDashboard(layoutsWith(), {
      a: { name: 'testChart', configVersion: 3, config: { view: 'pie', showCost: 'yes' } },
      c: { name: 'testChart', configVersion: 9, config: { view: 'bar' } },
    }, lookup);
    expect(read.widgets.map((w) => w.config)).toEqual([{ view: 'line', showCost: false }, { view: 'line', showCost: false }]);
    expect(read.notices).toEqual([
      'Some settings of "Test chart" were unreadable and were reset: View, Show cost.',
      'The settings of "Test chart" come from a newer version of the app and were reset.',
    ]);
  });

  it('rebuilds a corrupt layout and removes unreadable widgets, never failing', () => {
    const read = readDashboard('not a layout', { a: { name: 'testKpi' }, bad: 42, worse: { config: {} } }, lookup);
    expect(read.widgets.map((w) => w.id)).toEqual(['a']);
    expect(read.layouts.lg).toEqual([{ i: 'a', x: 0, y: 0, w: 1, h: 3 }]);
    expect(read.notices).toEqual(["A widget that could not be read was removed.", "This dashboard's layout could not be read and was rebuilt."]);
    expect(readDashboard(null, null, lookup)).toMatchObject({ widgets: [], notices: ["This dashboard's widgets could not be read and were removed.", "This dashboard's layout could not be read and was rebuilt."] });
  });

  it('keeps sizes within the widget bounds and the grid', () => {
    const read = readDashboard(layoutsWith({ i: 'a', x: 5, y: 0, w: 9, h: 1 }, { i: 'b', x: 0, y: 0, w: 3, h: 8 }), {
      a: { name: 'testChart', configVersion: 3, config: {} },
      b: { name: 'testKpi', configVersion: 1, config: {} },
    }, lookup);
    expect(read.layouts.xl.find((item) => item.i === 'a')).toMatchObject({ x: 0, w: 6, h: 6 });
    expect(read.layouts.xl.find((item) => item.i === 'b')).toMatchObject({ w: 1, h: 3 });
  });
});

describe('breakpointOf', () => {
  it('follows the spec breakpoints of the window', () => {
    expect([0, 599, 600, 959, 960, 1279, 1280, 1599, 1600, 2560].map(breakpointOf)).toEqual(['xs', 'xs', 'sm', 'sm', 'md', 'md', 'lg', 'lg', 'xl', 'xl']);
  });
});

describe('placeInLayouts', () => {
  it('adds the widget at the first free spot of every breakpoint', () => {
    const one = placeInLayouts(emptyLayouts(), 'k1', kpi);
    const two = placeInLayouts(one, 'c1', chart);
    expect(two.xl).toEqual([
      { i: 'k1', x: 0, y: 0, w: 1, h: 3 },
      { i: 'c1', x: 1, y: 0, w: 2, h: 9, minW: 2, maxW: 6, minH: 6, maxH: 40 },
    ]);
    expect(two.md[1]).toEqual({ i: 'c1', x: 1, y: 0, w: 2, h: 9, minW: 2, maxW: 3, minH: 6, maxH: 40 });
    expect(two.xs.map(({ i, x, y, w }) => ({ i, x, y, w }))).toEqual([
      { i: 'k1', x: 0, y: 0, w: 1 },
      { i: 'c1', x: 0, y: 3, w: 1 },
    ]);
  });
});
