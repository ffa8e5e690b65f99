/**
 * One React.lazy component per widget name, made on first use: a widget's code is fetched the
 * first time a dashboard shows it, and every later instance reuses the loaded module.
 */
import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import type { AnyWidgetDefinition, WidgetComponentProps } from '../../../widgets/framework/widgetTypes';

type WidgetComponent = LazyExoticComponent<ComponentType<WidgetComponentProps<Record<string, unknown>>>>;

const components = new Map<string, WidgetComponent>();

export function lazyWidget(definition: AnyWidgetDefinition): WidgetComponent {
  let component = components.get(definition.name);
  if (!component) {
    component = lazy(async () => ({ default: await definition.load() }));
    components.set(definition.name, component);
  }
  return component;
}
