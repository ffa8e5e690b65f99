/** Test helpers for the table widgets: what the cells and rows of a rendered table read. */
import { screen, within } from '@testing-library/react';

/** A cell's text without the logo stand-in's initials. */
export function cellText(cell: HTMLElement): string {
  const copy = cell.cloneNode(true) as HTMLElement;
  copy.querySelectorAll('[role="img"]').forEach((logo) => logo.remove());
  return copy.textContent ?? '';
}

export function cellsOf(row: HTMLElement): string[] {
  return within(row).getAllByRole('cell').map(cellText);
}

/** The body rows of the (only) table, top to bottom. */
export function bodyRows(): HTMLElement[] {
  const [, body] = screen.getAllByRole('rowgroup');
  return within(body!).getAllByRole('row');
}

/** The first cell (ticker and name) of the body rows, top to bottom. */
export function tickerOrder(): string[] {
  return bodyRows().map((row) => cellsOf(row)[0]!);
}
