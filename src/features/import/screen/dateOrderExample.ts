/**
 * The two readings of one of the file's own dates, so the day/month choice is made on something
 * the user recognises ("03/04/2023: 3 April 2023 or 4 March 2023?").
 */
import { parseImportDate } from '../lib/importDates';
import type { MappingStep } from '../pipeline/importPreview';

export interface DateOrderExample {
  /** The date as the file writes it. */
  written: string;
  dayFirst: string;
  monthFirst: string;
}

const MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];

/** "2023-04-03" -> "3 April 2023": spelled out, so it cannot be misread either way. */
export function spellDate(isoDate: string): string {
  const [year, month, day] = isoDate.split('-').map(Number);
  return `${day} ${MONTHS[(month ?? 1) - 1]} ${year}`;
}

function readings(written: string): DateOrderExample | null {
  const dayFirst = parseImportDate(written, 'dayFirst');
  const monthFirst = parseImportDate(written, 'monthFirst');
  if (!dayFirst.ok || !monthFirst.ok || dayFirst.date === monthFirst.date) return null;
  return { written, dayFirst: spellDate(dayFirst.date), monthFirst: spellDate(monthFirst.date) };
}

/** The first sample date that reads differently in the two orders, else a made-up one. */
export function dateOrderExample(step: MappingStep, dateColumn: number | undefined): DateOrderExample {
  if (dateColumn !== undefined) {
    for (const row of step.sample) {
      const cell = row[dateColumn]?.trim();
      const example = cell ? readings(cell) : null;
      if (example) return example;
    }
  }
  return readings('03/04/2023')!;
}
