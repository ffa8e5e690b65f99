import { resolveConfig } from './framework/configFields';
import { WIDGET_DATA_SOURCES } from '../../common/widgetDataSources';
import { WIDGETS, widgetDefinition } from './catalogue';

describe('the widget catalogue', () => {
  it('registers each widget once under its own name, with a complete definition', () => {
    expect(new Set(WIDGETS.map((widget) => widget.name)).size).toBe(WIDGETS.length);
    for (const widget of WIDGETS) {
      expect(widgetDefinition(widget.name)).toBe(widget);
      expect(widget.title.length).toBeGreaterThan(0);
      expect(widget.description.length).toBeGreaterThan(0);
      expect(['KPI', 'Chart', 'Table']).toContain(widget.type);
      expect(widget.configVersion).toBeGreaterThanOrEqual(1);
      for (let version = 2; version <= widget.configVersion; version += 1) expect(widget.migrations?.[version]).toBeInstanceOf(Function);
    }
  });

  it('gives every config field a default its own parser accepts', () => {
    for (const widget of WIDGETS) {
      const { config, replaced } = resolveConfig(widget.configs, {});
      expect(replaced).toEqual([]);
      for (const [key, field] of Object.entries(widget.configs)) expect(field.parse(config[key as keyof typeof config])).toEqual(field.defaultValue);
    }
  });

  it('gives every KPI and chart showHeader and showLabel, on by default, and no table either', () => {
    for (const widget of WIDGETS) {
      const { config } = resolveConfig(widget.configs, {});
      const display = widget.type === 'Table' ? {} : { showHeader: true, showLabel: true };
      expect([widget.name, 'showHeader' in config ? config.showHeader : undefined, 'showLabel' in config ? config.showLabel : undefined]).toEqual([
        widget.name,
        display.showHeader,
        display.showLabel,
      ]);
    }
  });

  it('stores every interval as the spec’s { name, desc }', () => {
    for (const widget of WIDGETS) {
      for (const [key, field] of Object.entries(widget.configs)) {
        if (field.kind !== 'interval') continue;
        expect([widget.name, key, field.defaultValue.desc.length > 0]).toEqual([widget.name, key, true]);
        expect(field.parse(field.defaultValue.name)).toBeUndefined();
      }
      // No interval left as a bare name in a select.
      expect([widget.name, Object.values(widget.configs).some((field) => field.kind === 'select' && field.label === 'Interval')]).toEqual([widget.name, false]);
    }
  });

  it('sizes KPIs 1 x 3, fixed, and lets charts and tables grow', () => {
    for (const widget of WIDGETS.filter((w) => w.type === 'KPI' && w.name !== 'widgetPortfolioUpdate')) {
      expect([widget.name, widget.defaultLayout.w, widget.defaultLayout.h, widget.resizable]).toEqual([widget.name, 1, 3, false]);
    }
    for (const widget of WIDGETS.filter((w) => w.type !== 'KPI')) expect([widget.name, widget.resizable]).toEqual([widget.name, true]);
  });

  it('holds every widget of the data-source list, each reading the source the list gives it', () => {
    // The list the server's embed allowlist and the refresh after writes read too.
    expect(Object.keys(WIDGET_DATA_SOURCES).sort()).toEqual(WIDGETS.map((widget) => widget.name).sort());
    for (const widget of WIDGETS) expect([widget.name, widget.dataSource]).toEqual([widget.name, WIDGET_DATA_SOURCES[widget.name as keyof typeof WIDGET_DATA_SOURCES]]);
  });
});
