import { screen } from '@testing-library/react';
import { summaryFixture } from '../framework/testing/analyticsFixtures';
import { renderWidget } from '../framework/testing/renderWidget';
import { closedPositionsSummary, summaryMocks } from '../sharedKpi/summaryMocks';
import { widgetKpiTotalIncome } from './definition';

const mocks = summaryMocks();

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

  it('shows the income and the taxes withheld from it', async () => {
    await renderWidget(widgetKpiTotalIncome, { mocks: mocks.success });
    expect(await screen.findByTestId('kpi-income')).toHaveTextContent('$112.40');
    expect(screen.getByText('before $16.86 taxes withheld')).toBeInTheDocument();
  });

  it('says when no tax was withheld', async () => {
    await renderWidget(widgetKpiTotalIncome, { mocks: summaryMocks(summaryFixture({ income: 80, taxes: 0 })).success });
    expect(await screen.findByTestId('kpi-income')).toHaveTextContent('$80.00');
    expect(screen.getByText('received, no taxes withheld')).toBeInTheDocument();
  });

  it('keeps the dividends of positions since sold', async () => {
    await renderWidget(widgetKpiTotalIncome, { mocks: summaryMocks(closedPositionsSummary).success });
    expect(await screen.findByTestId('kpi-income')).toHaveTextContent('$40.00');
    expect(screen.getByText('before $6.00 taxes withheld')).toBeInTheDocument();
  });
});
