import { fireEvent, screen } from '@testing-library/react';
import { renderWithTheme } from '../../testing/renderWithTheme';
import { StockLogo, fallbackPalette, tickerInitials } from '../../ui/StockLogo';

describe('tickerInitials', () => {
  it('takes up to two letters or digits of the ticker', () => {
    expect(tickerInitials('AAPL')).toBe('AA');
    expect(tickerInitials('brk.b')).toBe('BR');
    expect(tickerInitials('7203.T')).toBe('72');
    expect(tickerInitials('X')).toBe('X');
    expect(tickerInitials('')).toBe('?');
  });
});

describe('fallbackPalette', () => {
  it('gives a ticker the same colour whatever its case', () => {
    expect(fallbackPalette('vwce')).toBe(fallbackPalette('VWCE'));
  });
});

describe('StockLogo', () => {
  it('tries a new logo address after an earlier one failed', () => {
    const { rerender } = renderWithTheme(<StockLogo ticker="AAPL" name="Apple Inc." logoURL="https://logos.example/old.png" />);
    fireEvent.error(screen.getByRole('img', { name: 'Apple Inc. logo' }));
    expect(screen.getByRole('img', { name: 'Apple Inc. logo' })).toHaveTextContent('AA');

    rerender(<StockLogo ticker="AAPL" name="Apple Inc." logoURL="https://logos.example/new.png" />);
    expect(screen.getByRole('img', { name: 'Apple Inc. logo' })).toHaveAttribute('src', 'https://logos.example/new.png');
  });

  it('names the stand-in after the ticker when the security has no name', () => {
    renderWithTheme(<StockLogo ticker="VWCE" name={null} logoURL={null} />);
    expect(screen.getByRole('img', { name: 'VWCE logo' })).toHaveTextContent('VW');
  });
});
