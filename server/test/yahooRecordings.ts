// Yahoo answers recorded by yahoo-finance2's maintainers, kept outside the repository in
// ../shared/fixtures/yahoo (see the README there); tests read them in place, never copies.
import fs from 'node:fs';
import path from 'node:path';
import { projectRoot } from '../paths';

export const YAHOO_FIXTURE_DIR = path.join(projectRoot, '..', 'shared', 'fixtures', 'yahoo');

/** One recorded exchange: the request's URL, the answer's status and its JSON body. */
export interface YahooRecording {
  readonly file: string;
  readonly url: URL;
  readonly status: number;
  readonly body: unknown;
}

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null;
}

export function readYahooRecording(file: string): YahooRecording {
  const parsed: unknown = JSON.parse(fs.readFileSync(path.join(YAHOO_FIXTURE_DIR, file), 'utf8'));
  if (!isObject(parsed) || !isObject(parsed['request']) || !isObject(parsed['response'])) {
    throw new Error(`${file} is not a recorded exchange`);
  }
  const { url } = parsed['request'];
  const { status, bodyJson } = parsed['response'];
  if (typeof url !== 'string' || typeof status !== 'number') throw new Error(`${file} lacks url or status`);
  return { file, url: new URL(url), status, body: bodyJson };
}

/** Every recorded exchange in the directory. */
export function allYahooRecordings(): YahooRecording[] {
  return fs
    .readdirSync(YAHOO_FIXTURE_DIR)
    .filter((file) => file.endsWith('.json'))
    .map(readYahooRecording);
}

/** The Yahoo payload (`response.bodyJson`) of one recorded exchange. */
export function recordedYahooAnswer(file: string): unknown {
  return readYahooRecording(file).body;
}

/** `chart.result[0]` of a recorded chart answer, the entry the chart mappers read. */
export function recordedChart(file: string): unknown {
  const body = recordedYahooAnswer(file) as { chart?: { result?: unknown[] } };
  const result = body.chart?.result?.[0];
  if (result === undefined) throw new Error(`${file} holds no chart result`);
  return result;
}
