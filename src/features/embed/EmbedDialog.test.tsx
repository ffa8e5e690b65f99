import { InMemoryCache } from '@apollo/client';
import type { MockLink } from '@apollo/client/testing';
import { MockedProvider } from '@apollo/client/testing/react';
import { ChakraProvider } from '@chakra-ui/react';
import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { GraphQLError } from 'graphql';
import { typePolicies } from '../../apollo/typePolicies';
import { system } from '../../ui/theme';
import { CreateEmbedDocument } from '../../generated/graphql';
import { widgetDefinition } from '../../widgets/catalogue';
import { resolveConfig } from '../../widgets/framework/configFields';
import type { DashboardWidget } from '../dashboard/model/dashboardDocument';
import { signInForBilling } from '../billing/billingTestUtils';
import { resetProfileTestState } from '../profile/profileTestUtils';
import { EmbedDialog } from './EmbedDialog';

const definition = widgetDefinition('widgetKpiTotalValue')!;
const widget: DashboardWidget = {
  id: 'w1',
  definition,
  config: resolveConfig(definition.configs, { showCost: true, portfolio_Ids: ['p1'] }).config,
};

const TOKEN = 'pte_Zm9vYmFy-42';

function created(embedInput: { widgetName: string; title: string; config: unknown; expiresInDays: number | null }) {
  return {
    data: {
      createEmbed: {
        __typename: 'CreatedEmbed',
        token: TOKEN,
        embed: {
          __typename: 'Embed',
          _id: 'e1',
          widgetName: embedInput.widgetName,
          title: embedInput.title,
          config: embedInput.config,
          createdAt: '2026-06-01T12:00:00.000Z',
          expiresAt: '2027-06-01T12:00:00.000Z',
          revokedAt: null,
          lastUsedAt: null,
        },
      },
    },
  };
}

function renderDialog(mocks: MockLink.MockedResponse[], onClose = jest.fn(), cache = new InMemoryCache({ typePolicies })) {
  render(
    <MockedProvider mocks={mocks} cache={cache}>
      <ChakraProvider value={system}>
        <EmbedDialog widget={widget} onClose={onClose} />
      </ChakraProvider>
    </MockedProvider>,
  );
  return onClose;
}

describe('EmbedDialog', () => {
  it('creates a link for the widget as set up, expiring in a year, and shows the snippet to paste', async () => {
    const embedInput = { widgetName: 'widgetKpiTotalValue', title: 'Value of holdings', config: widget.config, expiresInDays: 365 };
    const result = jest.fn(() => created(embedInput));
    renderDialog([{ request: { query: CreateEmbedDocument, variables: { embedInput } }, result }]);

    const dialog = await screen.findByRole('dialog', { name: 'Embed Value of holdings' });
    await userEvent.selectOptions(within(dialog).getByLabelText('Link stops working'), 'In one year');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Create embed link' }));

    const snippet = await within(dialog).findByLabelText('Paste this into your website');
    expect(result).toHaveBeenCalledTimes(1);
    expect(snippet.textContent).toContain(`${window.location.origin}/app/embed-widget/widgetKpiTotalValue?token=${TOKEN}`);
    expect(snippet.textContent).toMatch(/^<iframe src="[^"]+" title="Value of holdings" width="320" height="160"/);
    expect(within(dialog).getByRole('link', { name: 'Open the embedded widget in a new tab' })).toHaveAttribute(
      'href',
      `${window.location.origin}/app/embed-widget/widgetKpiTotalValue?token=${TOKEN}`,
    );
    // The expiry choice is gone with the form: the link exists now.
    expect(within(dialog).queryByLabelText('Link stops working')).not.toBeInTheDocument();
    expect(within(dialog).queryByRole('button', { name: 'Create embed link' })).not.toBeInTheDocument();
  });

  it('sends no expiry when the link never stops working', async () => {
    const embedInput = { widgetName: 'widgetKpiTotalValue', title: 'Value of holdings', config: widget.config, expiresInDays: null };
    const result = jest.fn(() => created(embedInput));
    renderDialog([{ request: { query: CreateEmbedDocument, variables: { embedInput } }, result }]);

    await userEvent.click(await screen.findByRole('button', { name: 'Create embed link' }));
    expect(await screen.findByLabelText('Paste this into your website')).toBeInTheDocument();
    expect(result).toHaveBeenCalledTimes(1);
  });

  it('sends the title the owner gives the embed, and uses it in the snippet', async () => {
    const embedInput = { widgetName: 'widgetKpiTotalValue', title: 'Our savings', config: widget.config, expiresInDays: null };
    const result = jest.fn(() => created(embedInput));
    renderDialog([{ request: { query: CreateEmbedDocument, variables: { embedInput } }, result }]);

    const title = await screen.findByLabelText(/Title on the website/);
    expect(title).toHaveValue('Value of holdings');
    await userEvent.clear(title);
    await userEvent.type(title, '  Our savings ');
    await userEvent.click(screen.getByRole('button', { name: 'Create embed link' }));
    expect((await screen.findByLabelText('Paste this into your website')).textContent).toContain('title="Our savings"');
    expect(result).toHaveBeenCalledTimes(1);
  });

  it('asks for a title before sending anything', async () => {
    const result = jest.fn(() => ({ data: null }));
    renderDialog([{ request: { query: CreateEmbedDocument }, result }]);

    await userEvent.clear(await screen.findByLabelText(/Title on the website/));
    await userEvent.click(screen.getByRole('button', { name: 'Create embed link' }));
    expect(await screen.findByText('Give the embed a title of 1 to 120 characters.')).toBeInTheDocument();
    expect(result).not.toHaveBeenCalled();
  });

  it("shows the server's refusal and no snippet", async () => {
    const embedInput = { widgetName: 'widgetKpiTotalValue', title: 'Value of holdings', config: widget.config, expiresInDays: 365 };
    renderDialog([{ request: { query: CreateEmbedDocument, variables: { embedInput } }, result: { errors: [new GraphQLError('You can embed at most 20 widgets.')] } }]);

    const dialog = await screen.findByRole('dialog');
    await userEvent.selectOptions(within(dialog).getByLabelText('Link stops working'), 'In one year');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Create embed link' }));

    expect(await within(dialog).findByText('You can embed at most 20 widgets.')).toBeInTheDocument();
    expect(within(dialog).queryByLabelText('Paste this into your website')).not.toBeInTheDocument();
    // The form stays, so the owner can try again.
    expect(within(dialog).getByRole('button', { name: 'Create embed link' })).toBeEnabled();
  });

  it('closes on Cancel without creating anything', async () => {
    const result = jest.fn(() => ({ data: null }));
    const onClose = renderDialog([{ request: { query: CreateEmbedDocument }, result }]);
    await userEvent.click(await screen.findByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(result).not.toHaveBeenCalled();
  });

  describe('and the plan', () => {
    // Unmounted first: signing out re-renders whatever still reads the user.
    afterEach(() => {
      cleanup();
      resetProfileTestState();
    });

    it('asks for the plan instead of creating a link without the full features', async () => {
      const result = jest.fn(() => ({ data: null }));
      renderDialog([{ request: { query: CreateEmbedDocument }, result }], jest.fn(), signInForBilling({ fullFeatureEnabled: false }));

      const dialog = await screen.findByRole('dialog');
      await userEvent.click(within(dialog).getByRole('button', { name: 'Create embed link' }));

      expect(await within(dialog).findByRole('status', { name: 'Subscription needed' })).toHaveTextContent('Creating embed links needs a subscription. See plans');
      expect(result).not.toHaveBeenCalled();
    });

    it("shows the same prompt for the server's PLAN_REQUIRED refusal", async () => {
      const embedInput = { widgetName: 'widgetKpiTotalValue', title: 'Value of holdings', config: widget.config, expiresInDays: null };
      renderDialog([
        { request: { query: CreateEmbedDocument, variables: { embedInput } }, result: { errors: [new GraphQLError('Creating embed links needs a subscription.', { extensions: { code: 'PLAN_REQUIRED', feature: 'embeds' } })] } },
      ]);

      const dialog = await screen.findByRole('dialog');
      await userEvent.click(within(dialog).getByRole('button', { name: 'Create embed link' }));

      expect(await within(dialog).findByRole('status', { name: 'Subscription needed' })).toBeInTheDocument();
      expect(within(dialog).queryByRole('alert')).not.toBeInTheDocument();
    });
  });
});
