/**
 * Test helpers for widgets: render a widget's real component (loaded through its definition, as
 * a dashboard does) with Apollo's mocked provider, the app's Chakra system and a router, and
 * mocks for the four states of one query.
 */
import { InMemoryCache, type DocumentNode } from '@apollo/client';
import type { MockLink } from '@apollo/client/testing';
import { MockedProvider } from '@apollo/client/testing/react';
import { ChakraProvider } from '@chakra-ui/react';
import { render, type RenderResult } from '@testing-library/react';
import { GraphQLError } from 'graphql';
import { MemoryRouter } from 'react-router';
import { typePolicies } from '../../../apollo/typePolicies';
import { system } from '../../../ui/theme';
import { resolveConfig } from '../configFields';
import { WidgetDisplayContext, widgetDisplayOf } from '../widgetDisplay';
import { WidgetConfigWriterProvider, type WriteConfig } from '../useWidgetConfigWriter';
import { WidgetLayoutProvider, type WidgetLayout } from '../widgetLayout';
import { ViewerSettingsContext, type ViewerSettings } from '../viewerSettings';
import type { AnyWidgetDefinition } from '../widgetTypes';

export interface RenderWidgetOptions {
  mocks: MockLink.MockedResponse[];
  /** Stored config (partial); the rest comes from the definition's defaults. */
  config?: Record<string, unknown>;
  isFullScreen?: boolean;
  /** The dashboard layout the widget is seen in (default unless told). */
  layout?: WidgetLayout;
  /** The frame's config writer; none, as in an embed, unless given. */
  writeConfig?: WriteConfig;
  /** The owner's settings an embed page gives its widget: rendered as embedded when set. */
  embedded?: ViewerSettings;
}

export async function renderWidget(definition: AnyWidgetDefinition, { mocks, config = {}, isFullScreen = false, layout = 'default', writeConfig, embedded }: RenderWidgetOptions): Promise<RenderResult> {
  const Component = await definition.load();
  const resolved = resolveConfig(definition.configs, config).config;
  return render(
    <ChakraProvider value={system}>
      <ViewerSettingsContext.Provider value={embedded ?? null}>
      <MockedProvider mocks={mocks} cache={new InMemoryCache({ typePolicies })}>
        <MemoryRouter>
          {/* As the dashboard's WidgetBody hands the config's display settings to the shared drawing pieces. */}
          <WidgetDisplayContext.Provider value={widgetDisplayOf(resolved)}>
            <div style={{ width: 600, height: 400 }}>
              <WidgetConfigWriterProvider write={writeConfig ?? null}>
                <WidgetLayoutProvider value={layout}>
                  <Component widgetId="widget-1" config={resolved} isFullScreen={isFullScreen} />
                </WidgetLayoutProvider>
              </WidgetConfigWriterProvider>
            </div>
          </WidgetDisplayContext.Provider>
        </MemoryRouter>
      </MockedProvider>
      </ViewerSettingsContext.Provider>
    </ChakraProvider>,
  );
}

export type WidgetStateName = 'loading' | 'empty' | 'failure' | 'success';

/** One query's mocks for each of the four states: never answering, empty data, an error, data. */
export function stateMocks<TData>(
  query: DocumentNode,
  variables: Record<string, unknown>,
  data: { empty: TData; success: TData },
): Record<WidgetStateName, MockLink.MockedResponse[]> {
  const request = { query, variables };
  return {
    loading: [{ request, result: { data: data.success as Record<string, unknown> }, delay: Infinity }],
    empty: [{ request, result: { data: data.empty as Record<string, unknown> } }],
    failure: [{ request, result: { errors: [new GraphQLError('The analytics service is unavailable.')] } }],
    success: [{ request, result: { data: data.success as Record<string, unknown> } }],
  };
}
