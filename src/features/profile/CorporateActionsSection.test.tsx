import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { EditUserSettingDocument } from '../../generated/graphql';
import { withholdingRateList } from '../../../common/withholdingTax';
import { CorporateActionsSection } from './CorporateActionsSection';
import { ada, renderWithProfileProviders, resetProfileTestState, signInWithCachedUser, type CachedUser } from './profileTestUtils';

afterEach(resetProfileTestState);

const US_RATE = 'Withholding rate of United States (US), in %';
const ratesOf = (own: Record<string, number>) => withholdingRateList(own).map((entry) => ({ __typename: 'WithholdingRate' as const, ...entry }));

function saving(input: Record<string, unknown>, answer: Partial<CachedUser>) {
  const result = jest.fn(() => ({ data: { editUserSetting: { ...ada, ...answer } } }));
  return { result, mock: { request: { query: EditUserSettingDocument, variables: { userSettingInput: input } }, result } };
}

function renderSection(mocks: { request: unknown; result: unknown }[] = []) {
  const cache = signInWithCachedUser();
  // The section is given the user as the profile page reads it from the cache.
  renderWithProfileProviders(<CorporateActionsSection user={ada} />, { cache, mocks: mocks as never });
}

describe('CorporateActionsSection', () => {
  it('lists every country with its rate, the defaults and the user’s own marked', () => {
    renderSection();
    expect(screen.getByLabelText(US_RATE)).toHaveValue('15');
    expect(screen.getByLabelText('Withholding rate of Germany (DE), in %')).toHaveValue('26.375');
    expect(screen.getByLabelText('Withholding rate of Switzerland (CH), in %')).toHaveValue('0');
    expect(screen.getAllByText('Yours')).toHaveLength(1);
    expect(screen.getByRole('button', { name: 'Reset Switzerland (CH) to 35 %' })).toBeInTheDocument();
    expect(screen.getByRole('switch', { name: 'Apply splits automatically' })).not.toBeChecked();
  });

  it('turns automatic splits on through editUserSetting', async () => {
    const { result, mock } = saving({ autoApplySplits: true }, { autoApplySplits: true });
    renderSection([mock]);
    await userEvent.click(screen.getByRole('switch', { name: 'Apply splits automatically' }));
    await waitFor(() => expect(result).toHaveBeenCalledTimes(1));
  });

  it('saves a changed rate as a fraction on Enter', async () => {
    const { result, mock } = saving({ withholdingRates: [{ country: 'US', rate: 0 }] }, { withholdingRates: ratesOf({ CH: 0, US: 0 }) });
    renderSection([mock]);
    const field = screen.getByLabelText(US_RATE);
    await userEvent.clear(field);
    await userEvent.type(field, '0{Enter}');
    await waitFor(() => expect(result).toHaveBeenCalledTimes(1));
  });

  it('refuses a rate above 100 % next to the field, without calling the server', async () => {
    renderSection();
    const field = screen.getByLabelText(US_RATE);
    await userEvent.clear(field);
    await userEvent.type(field, '150{Enter}');
    expect(await screen.findByText('The rate must be between 0 % and 100 %.')).toBeInTheDocument();
    expect(field).toHaveAttribute('aria-invalid', 'true');
    await userEvent.type(field, '{Escape}');
    expect(field).toHaveValue('15');
    expect(screen.queryByText('The rate must be between 0 % and 100 %.')).not.toBeInTheDocument();
  });

  it('resets a country of the user’s own to its default with a null rate', async () => {
    const { result, mock } = saving({ withholdingRates: [{ country: 'CH', rate: null }] }, { withholdingRates: ratesOf({}) });
    renderSection([mock]);
    await userEvent.click(screen.getByRole('button', { name: 'Reset Switzerland (CH) to 35 %' }));
    await waitFor(() => expect(result).toHaveBeenCalledTimes(1));
  });

  it('adds a country without a default, checking the code and the rate first', async () => {
    const { result, mock } = saving({ withholdingRates: [{ country: 'ZA', rate: 0.2 }] }, { withholdingRates: ratesOf({ CH: 0, ZA: 0.2 }) });
    renderSection([mock]);
    const form = screen.getByRole('form', { name: 'Add a country' });
    await userEvent.type(screen.getByLabelText('Another country'), 'U');
    await userEvent.type(screen.getByLabelText('Rate (%)'), 'x');
    await userEvent.click(screen.getByRole('button', { name: 'Add' }));
    expect(await screen.findByText('The country must be a two-letter country code, such as US.')).toBeInTheDocument();
    expect(screen.getByText('The rate must be a number from 0 to 100.')).toBeInTheDocument();
    await userEvent.clear(screen.getByLabelText('Another country'));
    await userEvent.type(screen.getByLabelText('Another country'), 'za');
    await userEvent.clear(screen.getByLabelText('Rate (%)'));
    await userEvent.type(screen.getByLabelText('Rate (%)'), '20');
    await userEvent.click(screen.getByRole('button', { name: 'Add' }));
    await waitFor(() => expect(result).toHaveBeenCalledTimes(1));
    expect(form).toBeInTheDocument();
  });
});
