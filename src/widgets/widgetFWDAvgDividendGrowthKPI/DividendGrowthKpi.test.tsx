import { screen } from '@testing-library/react';
import { renderWidget } from '../framework/testing/renderWidget';
import { dividendHolding, dividendMocks, dividendsFixture } from '../sharedDividends/testing/dividendMocks';
import { widgetFWDAvgDividendGrowthKPI } from './definition';

const mocks = dividendMocks();

describe('widgetFWDAvgDividendGrowthKPI', () => {
  it('shows a skeleton while loading', async () => {
    await renderWidget(widgetFWDAvgDividendGrowthKPI, { mocks: mocks.loading });
    expect(screen.getByRole('status', { name: 'Loading' })).toBeInTheDocument();
  });

  it('says so when nothing is held', async () => {
    await renderWidget(widgetFWDAvgDividendGrowthKPI, { mocks: mocks.empty });
    expect(await screen.findByText('No holdings in this selection yet.')).toBeInTheDocument();
  });

  it('shows the failure with a retry', async () => {
    await renderWidget(widgetFWDAvgDividendGrowthKPI, { mocks: mocks.failure });
    expect(await screen.findByRole('alert')).toHaveTextContent('The analytics service is unavailable.');
    expect(screen.getByRole('button', { name: 'Retry' })).toBeInTheDocument();
  });

  it('shows the growth a year over 5 years, and over 3 beside it', async () => {
    await renderWidget(widgetFWDAvgDividendGrowthKPI, { mocks: mocks.success });
    expect(await screen.findByTestId('kpi-dividend-growth')).toHaveTextContent('+4.32%');
    expect(screen.getByText('a year, over the last 5 years')).toBeInTheDocument();
    expect(screen.getByText('Over 3 years')).toBeInTheDocument();
    expect(screen.getByTestId('kpi-dividend-growth-3y')).toHaveTextContent('+3.64% a year');
  });

  it('says the 5-year growth is unknown without 5 years of history, and still shows 3', async () => {
    await renderWidget(widgetFWDAvgDividendGrowthKPI, { mocks: dividendMocks(dividendsFixture({ growth5Y: null })).success });
    expect(await screen.findByTestId('kpi-dividend-growth')).toHaveTextContent(/^—$/);
    expect(screen.getByText('unknown: under 5 years of history')).toBeInTheDocument();
    expect(screen.getByTestId('kpi-dividend-growth-3y')).toHaveTextContent('+3.64% a year');
  });

  it('says why the 3-year growth is unknown too', async () => {
    await renderWidget(widgetFWDAvgDividendGrowthKPI, { mocks: dividendMocks(dividendsFixture({ growth3Y: null, growth5Y: null })).success });
    const threeYears = await screen.findByTestId('kpi-dividend-growth-3y');
    expect(threeYears).toHaveTextContent(/^—: under 3 years of history$/);
    expect(threeYears).toHaveAttribute('title', 'under 3 years of history');
  });

  it('shows a cut as a loss, and a rate that rounds to nothing without a sign', async () => {
    await renderWidget(widgetFWDAvgDividendGrowthKPI, { mocks: dividendMocks(dividendsFixture({ growth5Y: -0.0125, growth3Y: -0.00001 })).success });
    expect(await screen.findByTestId('kpi-dividend-growth')).toHaveTextContent('-1.25%');
    expect(screen.getByTestId('kpi-dividend-growth-3y')).toHaveTextContent(/^0\.00% a year$/);
  });

  it('says no holding pays rather than that the history is short', async () => {
    const noPayers = dividendsFixture({ forwardIncome: 0, growth3Y: null, growth5Y: null, holdings: [dividendHolding('BRK.B', 'Berkshire Hathaway Inc.')] });
    await renderWidget(widgetFWDAvgDividendGrowthKPI, { mocks: dividendMocks(noPayers).success });
    expect(await screen.findByText('none of these holdings pays a dividend')).toBeInTheDocument();
    expect(screen.queryByTestId('kpi-dividend-growth-3y')).not.toBeInTheDocument();
  });
});
