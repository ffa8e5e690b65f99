/**
 * The import screen's hook: reads a dropped file in a Web Worker and exposes where that stands.
 * Starting a new parse cancels the one running; unmounting cancels too.
 */
import { useCallback, useEffect, useRef, useState } from 'react';
import { createImportWorker } from '../worker/createImportWorker';
import type { ImportParseResult, ParseImportOptions } from './importPreview';
import { ImportCancelledError, parseInWorker, type CreateImportWorker, type ParseJob } from './parseInWorker';
import { importFileSizeProblem } from './parseImportFile';

export type ImportParserState =
  | { status: 'idle' }
  /** progress: 0..1. */
  | { status: 'parsing'; fileName: string; progress: number }
  | { status: 'done'; result: ImportParseResult }
  | { status: 'error'; message: string };

export interface ImportParser {
  state: ImportParserState;
  /** Reads `file` (again, with new options such as a changed column mapping). */
  parse(file: File, options?: ParseImportOptions): void;
  /** Stops a running parse and returns to idle. */
  cancel(): void;
}

export function useImportParser(createWorker: CreateImportWorker = createImportWorker): ImportParser {
  const [state, setState] = useState<ImportParserState>({ status: 'idle' });
  const running = useRef<ParseJob | null>(null);

  const stop = useCallback(() => {
    running.current?.cancel();
    running.current = null;
  }, []);

  const cancel = useCallback(() => {
    stop();
    setState({ status: 'idle' });
  }, [stop]);

  const parse = useCallback(
    (file: File, options: ParseImportOptions = {}) => {
      stop();
      // Refused here already, so a 2 GB file is not even handed to a worker.
      const sizeProblem = importFileSizeProblem(file.size);
      if (sizeProblem) {
        setState({ status: 'error', message: sizeProblem });
        return;
      }
      setState({ status: 'parsing', fileName: file.name, progress: 0 });
      const job = parseInWorker(createWorker, file, file.name, options, (progress) => {
        if (running.current === job) setState({ status: 'parsing', fileName: file.name, progress });
      });
      running.current = job;
      job.result.then(
        (result) => {
          if (running.current !== job) return;
          running.current = null;
          setState({ status: 'done', result });
        },
        (error: unknown) => {
          if (error instanceof ImportCancelledError || running.current !== job) return;
          running.current = null;
          setState({ status: 'error', message: error instanceof Error ? error.message : String(error) });
        },
      );
    },
    [createWorker, stop],
  );

  useEffect(() => stop, [stop]);

  return { state, parse, cancel };
}
