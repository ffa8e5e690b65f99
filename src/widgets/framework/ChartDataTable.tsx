/**
 * The figures a chart draws, as a table for assistive technology: a chart's values are otherwise
 * reachable only by hovering its marks. Visually hidden, since the chart shows the same figures;
 * screen readers announce it right after the chart's image.
 *
 * Plain table elements in one hidden box: a styled cell costs the style system a recipe per cell,
 * and a forecast's 481 monthly rows made that most of the chart's first render.
 */
import { VisuallyHidden } from '@chakra-ui/react';

export interface ChartDataTableProps {
  /** The chart's accessible name, as the table's caption. */
  caption: string;
  /** Column headers; the first names what each row is (a holding, a day, a slice). */
  columns: readonly string[];
  /** One row per mark group; the first cell is the row's header. */
  rows: readonly { key: string; cells: readonly string[] }[];
}

export function ChartDataTable({ caption, columns, rows }: ChartDataTableProps) {
  return (
    <VisuallyHidden>
      <table data-testid="chart-data-table">
        <caption>{caption}</caption>
        <thead>
          <tr>
            {columns.map((column) => (
              <th key={column} scope="col">
                {column}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.key}>
              {row.cells.map((cell, index) =>
                index === 0 ? (
                  <th scope="row" key={`${row.key}-${index}`}>
                    {cell}
                  </th>
                ) : (
                  <td key={`${row.key}-${index}`}>{cell}</td>
                ),
              )}
            </tr>
          ))}
        </tbody>
      </table>
    </VisuallyHidden>
  );
}
