// Yahoo answers recorded by yahoo-finance2's maintainers, kept outside the repository in
// ../shared/fixtures/yahoo (see the README there); tests read them in place, never copies.
import fs from 'node:fs';
import path from 'node:path';
import { projectRoot } from '../paths';

export const YAHOO_FIXTURE_DIR = path.join(projectRoot, '..', 'shared', 'fixtures', 'yahoo');

/** The Yahoo payload (`response.bodyJson`) of one recorded exchange. */
export function recordedYahooAnswer(file: string): unknown {
  const parsed: unknown = JSON.parse(fs.readFileSync(path.join(YAHOO_FIXTURE_DIR, file), 'utf8'));
  const response = typeof parsed === 'object' && parsed !== null ? (parsed as Record<string, unknown>)['response'] : undefined;
  if (typeof response !== 'object' || response === null || !('bodyJson' in response)) {
    throw new Error(`${file} is not a recorded exchange`);
  }
  return response.bodyJson;
}

/** `chart.result[0]` of a recorded chart answer, the entry the chart mappers read. */
export function recordedChart(file: string): unknown {
  const body = recordedYahooAnswer(file) as { chart?: { result?: unknown[] } };
  const result = body.chart?.result?.[0];
  if (result === undefined) throw new Error(`${file} holds no chart result`);
  return result;
}
