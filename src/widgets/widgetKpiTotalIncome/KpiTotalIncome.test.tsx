import { screen } from '@testing-library/react';
import { summaryFixture } from '../framework/testing/analyticsFixtures';
import { renderWidget } from '../framework/testing/renderWidget';
import { closedPositionsSummary, kpiMocks, renderAtInterval } from '../sharedKpi/summaryMocks';
import { widgetKpiTotalIncome } from './definition';

/** The widget's request with its default settings (3 months' flows). */
const kpi = kpiMocks(widgetKpiTotalIncome);

const mocks = kpi();

describe('widgetKpiTotalIncome', () => {
  it('shows a skeleton while loading', async () => {
    await renderWidget(widgetKpiTotalIncome, { mocks: mocks.loading });
    expect(screen.getByRole('status', { name: 'Loading' })).toBeInTheDocument();
  });

  it('says so when nothing is held or was paid', async () => {
    await renderWidget(widgetKpiTotalIncome, { mocks: mocks.empty });
    expect(await screen.findByText('No holdings or dividends in this selection yet.')).toBeInTheDocument();
  });

  it('shows the failure with a retry', async () => {
    await renderWidget(widgetKpiTotalIncome, { mocks: mocks.failure });
    expect(await screen.findByRole('alert')).toHaveTextContent('The analytics service is unavailable.');
    expect(screen.getByRole('button', { name: 'Retry' })).toBeInTheDocument();
  });

  it('shows the income of the last 3 months, the default, and the taxes withheld from it', async () => {
    await renderWidget(widgetKpiTotalIncome, { mocks: mocks.success });
    expect(await screen.findByTestId('kpi-income')).toHaveTextContent('$112.40');
    expect(screen.getByText('received in the last 3 months, before taxes')).toBeInTheDocument();
    expect(screen.getByTestId('kpi-income-taxes')).toHaveTextContent('$16.86');
  });

  it('asks for the chosen interval and shows its income', async () => {
    await renderAtInterval(widgetKpiTotalIncome, '1Y', summaryFixture({ income: 450.2, taxes: 0 }));
    expect(await screen.findByTestId('kpi-income')).toHaveTextContent('$450.20');
    expect(screen.getByText('received in the last year, before taxes')).toBeInTheDocument();
    expect(screen.getByTestId('kpi-income-taxes')).toHaveTextContent('$0.00');
  });

  it('all time sends no range start, names no period and puts the taxes in the caption', async () => {
    await renderAtInterval(widgetKpiTotalIncome, 'MAX');
    expect(await screen.findByText('before $16.86 taxes withheld')).toBeInTheDocument();
    expect(screen.queryByTestId('kpi-income-taxes')).not.toBeInTheDocument();
  });

  it('all time: says when no tax was withheld', async () => {
    await renderAtInterval(widgetKpiTotalIncome, 'MAX', summaryFixture({ income: 80, taxes: 0 }));
    expect(await screen.findByText('received, no taxes withheld')).toBeInTheDocument();
  });

  it('says when nothing was received in the interval', async () => {
    await renderWidget(widgetKpiTotalIncome, { mocks: kpi(summaryFixture({ income: 0, taxes: 0 })).success });
    expect(await screen.findByText('no dividends received in the last 3 months')).toBeInTheDocument();
  });

  it('keeps the dividends of positions since sold', async () => {
    await renderWidget(widgetKpiTotalIncome, { mocks: kpi(closedPositionsSummary).success });
    expect(await screen.findByTestId('kpi-income')).toHaveTextContent('$40.00');
    expect(screen.getByTestId('kpi-income-taxes')).toHaveTextContent('$6.00');
  });
});
