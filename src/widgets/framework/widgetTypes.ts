/**
 * The widget definition. Each widget folder exports one, built with
 * `defineWidget`; the catalogue imports every definition (metadata and config schema: a few
 * hundred bytes each) and loads a widget's component only when a dashboard shows it.
 */
import type { ComponentType } from 'react';
import { displayFields } from './commonFields';
import type { ConfigFieldMap, ConfigOf } from './configFields';
import { WIDGET_DATA_SOURCES, embedDataSourceOf, type WidgetDataSource, type WidgetName } from '../../../common/widgetDataSources';

export type WidgetType = 'KPI' | 'Chart' | 'Table';

/** Grid units of the default layouts: KPIs 1x3, charts and tables mostly 2-4 x 9. */
export interface WidgetLayoutSize {
  w: number;
  h: number;
  minW?: number;
  minH?: number;
  maxW?: number;
  maxH?: number;
}

export interface WidgetComponentProps<C> {
  widgetId: string;
  config: C;
  /** The widget is maximised (one widget at a time, currentWidgetInFullScreenId). */
  isFullScreen: boolean;
}

/** A quick option of the transaction timeline: a preset applied to the config. */
export interface QuickOption {
  label: string;
  config: Readonly<Record<string, unknown>>;
}

/**
 * Steps from one config version to the next: `migrations[n]` turns a version n-1 config into a
 * version n one. Version 1 needs none. Each step leaves a config already in a later shape as it
 * is: an embed stores its config without a version, so it goes through every step.
 */
export type ConfigMigrations = Readonly<Record<number, (config: Record<string, unknown>) => Record<string, unknown>>>;

export interface WidgetDefinition<F extends ConfigFieldMap = ConfigFieldMap> {
  /** Its name in the spec's catalogue, which common/widgetDataSources.ts maps to its data source. */
  name: WidgetName;
  /** The catalogue's short name (picker, list view). */
  displayName: string;
  /** The widget's header on a dashboard. */
  title: string;
  description: string;
  type: WidgetType;
  defaultLayout: WidgetLayoutSize;
  resizable: boolean;
  canMaximize: boolean;
  /** No settings panel (the widget has nothing to set). */
  hideConfig: boolean;
  configs: F;
  configVersion: number;
  migrations?: ConfigMigrations;
  quickOptions?: readonly QuickOption[];
  load: () => Promise<ComponentType<WidgetComponentProps<ConfigOf<F>>>>;
}

/**
 * What the catalogue holds: definitions of any config. Components are called with the config
 * resolveConfig made from the same definition's fields, so the erased type is safe.
 */
export type AnyWidgetDefinition = Omit<WidgetDefinition, 'load' | 'name'> & {
  name: string;
  /** The shared query the component reads (see widgetData.ts), fetched while its code loads: the one common/ gives its name. */
  dataSource: WidgetDataSource;
  /** May be shown on another website (not what only its owner may see, like their notifications). */
  embeddable: boolean;
  load: () => Promise<ComponentType<WidgetComponentProps<Record<string, unknown>>>>;
};

/**
 * The catalogue's entry of a widget. KPIs and charts get the display settings (showHeader,
 * showLabel) after their own: the frame and the shared drawing pieces apply them, so the widget's
 * component never reads them and its definition need not list them. Tables have neither.
 */
export function defineWidget<const F extends ConfigFieldMap>(definition: WidgetDefinition<F>): AnyWidgetDefinition {
  const configs = definition.type === 'Table' ? definition.configs : { ...definition.configs, ...displayFields };
  return { ...definition, configs, dataSource: WIDGET_DATA_SOURCES[definition.name], embeddable: embedDataSourceOf(definition.name) !== undefined } as unknown as AnyWidgetDefinition;
}
