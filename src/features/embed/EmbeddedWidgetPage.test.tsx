import { InMemoryCache } from '@apollo/client';
import { CombinedGraphQLErrors, ServerError } from '@apollo/client/errors';
import type { MockLink } from '@apollo/client/testing';
import { MockedProvider } from '@apollo/client/testing/react';
import { ChakraProvider } from '@chakra-ui/react';
import { render, screen } from '@testing-library/react';
import { GraphQLError } from 'graphql';
import { typePolicies } from '../../apollo/typePolicies';
import { system } from '../../ui/theme';
import { EmbeddedWidgetDocument, type EmbeddedWidgetQuery } from '../../generated/graphql';
import { resolveConfig } from '../../widgets/framework/configFields';
import { summaryFixture } from '../../widgets/framework/testing/analyticsFixtures';
import { widgetRequest } from '../../widgets/framework/widgetData';
import { widgetKpiTotalValue } from '../../widgets/widgetKpiTotalValue/definition';
import { EmbeddedWidgetPage, embedFailureMessage } from './EmbeddedWidgetPage';

// Widget code loads lazily: the first render of a widget waits for its module.
const LAZY_WIDGET = { timeout: 10_000 };

function renderPage(props: { widgetName: string | null; hasToken: boolean }, mocks: MockLink.MockedResponse[] = []) {
  return render(
    <MockedProvider mocks={mocks} cache={new InMemoryCache({ typePolicies })}>
      <ChakraProvider value={system}>
        <EmbeddedWidgetPage {...props} />
      </ChakraProvider>
    </MockedProvider>,
  );
}

const embeddedRequest = (widgetName: string) => ({ query: EmbeddedWidgetDocument, variables: { widgetName } });

describe('EmbeddedWidgetPage', () => {
  it('says the link is incomplete when it has no token, without asking the server', () => {
    const result = jest.fn(() => ({ data: {} }));
    renderPage({ widgetName: 'widgetKpiTotalValue', hasToken: false }, [{ request: embeddedRequest('widgetKpiTotalValue'), result }]);
    expect(screen.getByRole('alert')).toHaveTextContent('This embed link is not complete: it has no token.');
    expect(result).not.toHaveBeenCalled();
  });

  it("shows the server's reason when the embed is refused", async () => {
    renderPage({ widgetName: 'widgetKpiTotalValue', hasToken: true }, [
      { request: embeddedRequest('widgetKpiTotalValue'), result: { errors: [new GraphQLError('This embed was revoked by its owner.')] } },
    ]);
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('This widget cannot be shown');
    expect(alert).toHaveTextContent('This embed was revoked by its owner.');
    expect(screen.queryByRole('heading', { level: 1 })).not.toBeInTheDocument();
  });

  it("shows the widget under the embed's title, with figures in the owner's currency and locale", async () => {
    const config = {};
    const embedded: EmbeddedWidgetQuery['embeddedWidget'] & { __typename: 'EmbeddedWidget' } = {
      __typename: 'EmbeddedWidget',
      widgetName: 'widgetKpiTotalValue',
      title: 'Our family savings',
      config,
      theme: 'dark',
      currency: 'EUR',
      userLocale: 'en-GB',
    };
    // The request the KPI's component makes for its config, defaults filled in.
    const summary = widgetRequest('summary', resolveConfig(widgetKpiTotalValue.configs, config).config);
    renderPage({ widgetName: 'widgetKpiTotalValue', hasToken: true }, [
      { request: embeddedRequest('widgetKpiTotalValue'), result: { data: { embeddedWidget: embedded } } },
      // The server answers an embed's analytics in its owner's display currency.
      { request: summary, result: { data: { portfolioSummary: summaryFixture({ currency: 'EUR' }) } } },
    ]);
    expect(await screen.findByTestId('kpi-total-value', {}, LAZY_WIDGET)).toHaveTextContent('€15,234.50');
    expect(screen.getByRole('heading', { level: 1, name: 'Our family savings' })).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});

describe('EmbeddedWidgetPage without its title bar', () => {
  it('hides the title bar when the widget is set so, keeping the title for screen readers and the credit', async () => {
    const config = { showHeader: false };
    const embedded: EmbeddedWidgetQuery['embeddedWidget'] & { __typename: 'EmbeddedWidget' } = {
      __typename: 'EmbeddedWidget',
      widgetName: 'widgetKpiTotalValue',
      title: 'Our family savings',
      config,
      theme: 'light',
      currency: 'USD',
      userLocale: null,
    };
    const summary = widgetRequest('summary', resolveConfig(widgetKpiTotalValue.configs, config).config);
    renderPage({ widgetName: 'widgetKpiTotalValue', hasToken: true }, [
      { request: embeddedRequest('widgetKpiTotalValue'), result: { data: { embeddedWidget: embedded } } },
      { request: summary, result: { data: { portfolioSummary: summaryFixture() } } },
    ]);
    expect(await screen.findByTestId('kpi-total-value', {}, LAZY_WIDGET)).toHaveTextContent('$15,234.50');
    const heading = screen.getByRole('heading', { level: 1, name: 'Our family savings' });
    // Visually hidden: inside the box that clips it to one pixel, not the title bar's.
    expect(heading.closest('[class*="chakra-heading"]')).toBeNull();
    expect(heading.tagName).toBe('H1');
    expect(screen.getByRole('link', { name: 'Portfolio Tracker' })).toBeInTheDocument();
  });
});

describe('embedFailureMessage', () => {
  it("reads a GraphQL error's message", () => {
    const error = new CombinedGraphQLErrors({ errors: [{ message: 'This embed has expired.' }, { message: 'Another problem.' }] });
    expect(embedFailureMessage(error)).toBe('This embed has expired.');
  });

  it("reads the message in a server error's JSON body", () => {
    const bodyText = '{"errors":[{"message":"This embed link is not valid."}]}';
    const error = new ServerError('Response not successful: Received status code 401', { response: new Response(bodyText, { status: 401 }), bodyText });
    expect(embedFailureMessage(error)).toBe('This embed link is not valid.');
  });

  it("falls back to a server error's own message when its body is not JSON", () => {
    const error = new ServerError('Response not successful: Received status code 502', { response: new Response('Bad gateway', { status: 502 }), bodyText: 'Bad gateway' });
    expect(embedFailureMessage(error)).toBe('Response not successful: Received status code 502');
  });

  it("uses a plain error's message, and a generic sentence for anything else", () => {
    expect(embedFailureMessage(new Error('Failed to fetch'))).toBe('Failed to fetch');
    expect(embedFailureMessage('nope')).toBe('This widget cannot be shown right now.');
  });
});
