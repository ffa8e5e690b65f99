import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import type { DisplayCurrency } from '../../common/displayCurrencies';
import { renderWithTheme } from '../testing/renderWithTheme';
import { stubResizeObserver } from '../testing/stubResizeObserver';
import { DisplayCurrencyPicker } from './DisplayCurrencyPicker';

function Picker({ onChange }: { onChange: (currency: DisplayCurrency) => void }) {
  const [value, setValue] = useState<DisplayCurrency>('GBP');
  return (
    <DisplayCurrencyPicker
      label="Display currency"
      value={value}
      onChange={(currency) => {
        setValue(currency);
        onChange(currency);
      }}
    />
  );
}

beforeAll(stubResizeObserver);

// Queries are pasted: jsdom drops keys typed one by one while the machine re-renders the list.
const optionCodes = () => screen.getAllByRole('option').map((option) => option.textContent?.slice(0, 3));

describe('DisplayCurrencyPicker', () => {
  it('shows the chosen currency, and opens on the common four, then the others by name', async () => {
    renderWithTheme(<Picker onChange={jest.fn()} />);
    const input = screen.getByRole('combobox', { name: 'Display currency' });
    expect(input).toHaveValue('British pound (GBP)');
    await userEvent.click(input);
    const listbox = await screen.findByRole('listbox');
    // Open, the input is empty for a search; the chosen currency stays as its placeholder.
    await waitFor(() => expect(input).toHaveValue(''));
    expect(input).toHaveAttribute('placeholder', 'British pound (GBP)');
    const [common, more] = within(listbox).getAllByRole('group');
    expect(within(common!).getAllByRole('option').map((o) => o.textContent)).toEqual(['EUREuro€', 'USDUS dollar$', 'GBPBritish pound£', 'CADCanadian dollarCA$']);
    expect(within(more!).getAllByRole('option').slice(0, 3).map((o) => o.textContent)).toEqual(['AUDAustralian dollarA$', 'BRLBrazilian realR$', 'CNYChinese yuanCN¥']);
    expect(optionCodes()).toHaveLength(30);
  });

  it('finds a currency by its name, code or symbol, and picks it with the keyboard', async () => {
    const onChange = jest.fn();
    renderWithTheme(<Picker onChange={onChange} />);
    const input = screen.getByRole('combobox', { name: 'Display currency' });
    await userEvent.clear(input);
    await userEvent.paste('swiss');
    await waitFor(() => expect(optionCodes()).toEqual(['CHF']));
    await userEvent.clear(input);
    await userEvent.paste('kr');
    // The Nordic crowns by their symbol, the won by its code.
    await waitFor(() => expect(optionCodes()).toEqual(['DKK', 'ISK', 'NOK', 'KRW', 'SEK']));
    await userEvent.clear(input);
    await userEvent.paste('swedish');
    await waitFor(() => expect(optionCodes()).toEqual(['SEK']));
    // The first match is highlighted as it is typed: Enter picks it.
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(onChange).toHaveBeenCalledWith('SEK'));
    expect(onChange).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(input).toHaveValue('Swedish krona (SEK)'));
  });

  it('says so when nothing matches, and keeps the chosen currency when closed without a pick', async () => {
    const onChange = jest.fn();
    renderWithTheme(<Picker onChange={onChange} />);
    const input = screen.getByRole('combobox', { name: 'Display currency' });
    await userEvent.clear(input);
    await userEvent.paste('rouble');
    expect(await screen.findByText('No display currency matches.')).toBeInTheDocument();
    await userEvent.keyboard('{Escape}');
    await userEvent.tab();
    await waitFor(() => expect(input).toHaveValue('British pound (GBP)'));
    expect(onChange).not.toHaveBeenCalled();
  });
});
