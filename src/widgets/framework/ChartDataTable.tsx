/**
 * The figures a chart draws, as a table for assistive technology: a chart's values are otherwise
 * reachable only by hovering its marks. Visually hidden, since the chart shows the same figures;
 * screen readers announce it right after the chart's image.
 */
import { Table } from '@chakra-ui/react';

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
    <Table.Root srOnly data-testid="chart-data-table">
      <Table.Caption>{caption}</Table.Caption>
      <Table.Header>
        <Table.Row>
          {columns.map((column) => (
            <Table.ColumnHeader key={column} scope="col">
              {column}
            </Table.ColumnHeader>
          ))}
        </Table.Row>
      </Table.Header>
      <Table.Body>
        {rows.map((row) => (
          <Table.Row key={row.key}>
            {row.cells.map((cell, index) =>
              index === 0 ? (
                <Table.Cell as="th" scope="row" key={`${row.key}-${index}`}>
                  {cell}
                </Table.Cell>
              ) : (
                <Table.Cell key={`${row.key}-${index}`}>{cell}</Table.Cell>
              ),
            )}
          </Table.Row>
        ))}
      </Table.Body>
    </Table.Root>
  );
}
