import { screen } from '@testing-library/react';
import { stock } from '../framework/testing/analyticsFixtures';
import { renderWidget } from '../framework/testing/renderWidget';
import { dividendHolding, dividendHoldingsFixture, dividendMocks, dividendsFixture } from '../sharedDividends/testing/dividendMocks';
import { widgetFWDAnnualIncomeKPI } from './definition';

const mocks = dividendMocks();

describe('widgetFWDAnnualIncomeKPI', () => {
  it('shows a skeleton while loading', async () => {
    await renderWidget(widgetFWDAnnualIncomeKPI, { mocks: mocks.loading });
    expect(screen.getByRole('status', { name: 'Loading' })).toBeInTheDocument();
  });

  it('says so when nothing is held', async () => {
    await renderWidget(widgetFWDAnnualIncomeKPI, { mocks: mocks.empty });
    expect(await screen.findByText('No holdings in this selection yet.')).toBeInTheDocument();
  });

  it('shows the failure with a retry', async () => {
    await renderWidget(widgetFWDAnnualIncomeKPI, { mocks: mocks.failure });
    expect(await screen.findByRole('alert')).toHaveTextContent('The analytics service is unavailable.');
    expect(screen.getByRole('button', { name: 'Retry' })).toBeInTheDocument();
  });

  it('shows the income of the next twelve months and its monthly average', async () => {
    await renderWidget(widgetFWDAnnualIncomeKPI, { mocks: mocks.success });
    expect(await screen.findByTestId('kpi-dividend-estimate')).toHaveTextContent('$449.00');
    // 449 / 12 = 37.4166…
    expect(screen.getByText('$37.42 a month on average')).toBeInTheDocument();
    expect(screen.queryByTestId('kpi-dividend-estimate-left-out')).not.toBeInTheDocument();
  });

  it('names a payer left out of the estimate for want of an exchange rate', async () => {
    const sap = dividendHolding('SAP', 'SAP SE', { stock: stock('SAP', 'SAP SE', { exchangeCode: 'XETRA', currency: 'EUR' }), currency: 'EUR', forwardRate: 2.35, forwardIncome: null, frequency: 'annual' });
    await renderWidget(widgetFWDAnnualIncomeKPI, { mocks: dividendMocks(dividendsFixture({ holdings: [...dividendHoldingsFixture, sap] })).success });
    expect(await screen.findByTestId('kpi-dividend-estimate')).toHaveTextContent('$449.00');
    expect(screen.getByText('No exchange rate')).toBeInTheDocument();
    expect(screen.getByTestId('kpi-dividend-estimate-left-out')).toHaveTextContent('SAP');
  });

  it('shows nothing to expect when no holding pays', async () => {
    const noPayers = dividendsFixture({ forwardIncome: 0, holdings: [dividendHolding('BRK.B', 'Berkshire Hathaway Inc.')] });
    await renderWidget(widgetFWDAnnualIncomeKPI, { mocks: dividendMocks(noPayers).success });
    expect(await screen.findByTestId('kpi-dividend-estimate')).toHaveTextContent('$0.00');
    expect(screen.getByText('none of these holdings pays a dividend')).toBeInTheDocument();
  });
});
