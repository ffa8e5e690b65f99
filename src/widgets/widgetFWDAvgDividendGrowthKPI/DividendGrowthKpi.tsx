import type { KpiDetail } from '../framework/KpiFigure';
import type { WidgetComponentProps } from '../framework/widgetTypes';
import { DividendKpi, NO_PAYERS, paysDividends } from '../sharedDividends/DividendKpi';
import { signedPercent } from '../sharedDividends/signedPercent';
import type { DividendGrowthKpiConfig } from './definition';

/** Why a growth is unknown: no payer has that many complete calendar years of dividends. */
const tooYoung = (years: number) => `under ${years} years of history`;

export function DividendGrowthKpi({ config }: WidgetComponentProps<DividendGrowthKpiConfig>) {
  return (
    <DividendKpi
      config={config}
      figure={(dividends, { percent }) => {
        const { growth3Y, growth5Y } = dividends;
        if (!paysDividends(dividends)) return { testId: 'kpi-dividend-growth', value: percent(null), caption: NO_PAYERS };
        const threeYears: KpiDetail =
          growth3Y === null
            ? { label: 'Over 3 years', value: percent(null), missingReason: tooYoung(3), testId: 'kpi-dividend-growth-3y' }
            : { label: 'Over 3 years', value: `${signedPercent(growth3Y, percent)} a year`, tone: growth3Y, testId: 'kpi-dividend-growth-3y' };
        return {
          testId: 'kpi-dividend-growth',
          value: signedPercent(growth5Y, percent),
          tone: growth5Y,
          caption: growth5Y === null ? `unknown: ${tooYoung(5)}` : 'a year, over the last 5 years',
          details: [threeYears],
        };
      }}
    />
  );
}
