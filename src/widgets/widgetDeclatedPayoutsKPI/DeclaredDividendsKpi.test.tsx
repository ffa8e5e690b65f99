import { screen } from '@testing-library/react';
import { renderWidget } from '../framework/testing/renderWidget';
import { dividendMocks, dividendsFixture, payout, payoutsFixture } from '../sharedDividends/testing/dividendMocks';
import { widgetDeclatedPayoutsKPI } from './definition';

const mocks = dividendMocks();
const paidOnly = payoutsFixture.filter((p) => p.status !== 'declared');

describe('widgetDeclatedPayoutsKPI', () => {
  it('shows a skeleton while loading', async () => {
    await renderWidget(widgetDeclatedPayoutsKPI, { mocks: mocks.loading });
    expect(screen.getByRole('status', { name: 'Loading' })).toBeInTheDocument();
  });

  it('says so when nothing is held', async () => {
    await renderWidget(widgetDeclatedPayoutsKPI, { mocks: mocks.empty });
    expect(await screen.findByText('No holdings in this selection yet.')).toBeInTheDocument();
  });

  it('shows the failure with a retry', async () => {
    await renderWidget(widgetDeclatedPayoutsKPI, { mocks: mocks.failure });
    expect(await screen.findByRole('alert')).toHaveTextContent('The analytics service is unavailable.');
    expect(screen.getByRole('button', { name: 'Retry' })).toBeInTheDocument();
  });

  it('shows the declared income, how many payouts and when the next is paid', async () => {
    await renderWidget(widgetDeclatedPayoutsKPI, { mocks: mocks.success });
    expect(await screen.findByTestId('kpi-declared-dividends')).toHaveTextContent('$26.95');
    // O's December payout; VTI's and AAPL's are estimated, not declared.
    expect(screen.getByText('1 payout, next paid 15 Dec 26')).toBeInTheDocument();
  });

  it('counts every declared payout and names the soonest known pay date', async () => {
    const declared = [
      ...paidOnly,
      payout('AAPL', '2026-11-28', null, 0.26, 50, 'declared'),
      payout('VTI', '2026-12-23', '2026-12-29', 0.92, 20, 'declared'),
      payout('O', '2026-12-01', '2026-12-15', 0.2695, 100, 'declared'),
    ];
    await renderWidget(widgetDeclatedPayoutsKPI, { mocks: dividendMocks(dividendsFixture({ payouts: declared, declaredIncome: 58.35 })).success });
    expect(await screen.findByTestId('kpi-declared-dividends')).toHaveTextContent('$58.35');
    expect(screen.getByText('3 payouts, next paid 15 Dec 26')).toBeInTheDocument();
  });

  it('says when the market has not announced the pay date', async () => {
    const undated = [...paidOnly, payout('AAPL', '2026-11-28', null, 0.26, 50, 'declared')];
    await renderWidget(widgetDeclatedPayoutsKPI, { mocks: dividendMocks(dividendsFixture({ payouts: undated, declaredIncome: 13 })).success });
    expect(await screen.findByText('1 payout, pay date not announced')).toBeInTheDocument();
  });

  it('shows nothing declared between announcements', async () => {
    await renderWidget(widgetDeclatedPayoutsKPI, { mocks: dividendMocks(dividendsFixture({ payouts: paidOnly, declaredIncome: 0 })).success });
    expect(await screen.findByTestId('kpi-declared-dividends')).toHaveTextContent('$0.00');
    expect(screen.getByText('none declared yet')).toBeInTheDocument();
  });
});
