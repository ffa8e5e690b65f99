/**
 * A widget's sector setting: every sector, or one of the sectors of the securities the user
 * holds or held (those without one as Unknown, the name the server filters them by). A stored
 * sector no security has any more stays selectable, so opening the settings never changes it.
 * The list is asked for again at each opening: a trade since may have brought a new sector.
 */
import { ALL_SECTORS, sectorOf } from '../../../../common/analyticsFilter';
import { useWidgetSectorOptionsQuery, type WidgetSectorOptionsQuery } from '../../../generated/graphql';
import type { FieldOption } from '../../../widgets/framework/configFields';
import { SettingSelect } from '../../profile/SettingSelect';

const ALL_SECTORS_OPTION: FieldOption = { value: ALL_SECTORS, label: 'All sectors' };

/** All sectors first, then the held sectors by name, and the stored one when none is held in it. */
export function sectorOptions(holdings: WidgetSectorOptionsQuery['portfolioHoldings'] | undefined, current: string): FieldOption[] {
  const held = new Set((holdings ?? []).map((holding) => sectorOf(holding.stock.sector)));
  const options = [...held].sort((a, b) => a.localeCompare(b)).map((sector) => ({ value: sector, label: sector }));
  const stale = current !== ALL_SECTORS && !held.has(current) ? [{ value: current, label: `${current} (none held)` }] : [];
  return [ALL_SECTORS_OPTION, ...options, ...stale];
}

export interface SectorControlProps {
  label: string;
  help?: string | undefined;
  value: string;
  onChange: (value: unknown) => void;
}

export function SectorControl({ label, help, value, onChange }: SectorControlProps) {
  const { data, loading, error } = useWidgetSectorOptionsQuery({ fetchPolicy: 'cache-and-network' });
  const status = loading && !data ? 'Loading your sectors…' : error && !data ? 'Your sectors could not be loaded.' : undefined;
  return <SettingSelect label={label} helperText={status ?? help} value={value} options={sectorOptions(data?.portfolioHoldings, value)} onChange={onChange} />;
}
