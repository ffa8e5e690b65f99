/**
 * Which recorded operation answers an operation the replayed screens ask for. Operations match by
 * name and variables (secrets removed the same way the log removed them). When the same request
 * was made more than once (a list before and after adding a transaction), the answers are given
 * in the order they were recorded, from those recorded on the screen being replayed, and the last
 * one repeats once all were given: the screen ends in the state the user left it in.
 */
import type { LoggedOperation } from '../operationLog';
import { redact } from '../redact';

export interface ReplayWarning {
  /** unanswered: nothing in the log; approximate: answered by a recording made with other variables. */
  kind: 'unanswered' | 'approximate';
  operationName: string;
  route: string;
  message: string;
}

export type AnswerLookup =
  | { kind: 'answer'; entry: LoggedOperation; warning?: ReplayWarning }
  | { kind: 'events'; entries: LoggedOperation[] }
  | { kind: 'unanswered'; warning: ReplayWarning };

/** JSON with sorted keys and no undefined members, so equal variables give equal text. */
export function canonicalJson(value: unknown): string {
  return JSON.stringify(value ?? {}, (_key, item: unknown) =>
    item && typeof item === 'object' && !Array.isArray(item)
      ? Object.fromEntries(Object.entries(item as Record<string, unknown>).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)))
      : item,
  );
}

/** "/app/" and "/app" are one screen (the browser and a memory router spell it differently). */
export function sameRoute(a: string, b: string): boolean {
  return a.replace(/\/+$/, '') === b.replace(/\/+$/, '');
}

export interface AskedOperation {
  operationName: string;
  operationType: LoggedOperation['operationType'];
  variables: unknown;
  /** The replayed app's path, e.g. /app/v/abc/my-portfolio. */
  route: string;
}

export class RecordedAnswers {
  private readonly used = new Set<LoggedOperation>();

  /**
   * `fromEndState`: the replay starts from the cache as it was at the download, so an operation a
   * screen never recorded is answered with its latest recording, consistent with that cache.
   */
  constructor(
    private readonly operations: readonly LoggedOperation[],
    private readonly fromEndState = false,
  ) {}

  /** The recordings of the asked operation: any variables, and exactly the asked ones (redacted as the log was). */
  private recordingsOf(asked: AskedOperation): { sameName: LoggedOperation[]; exact: LoggedOperation[] } {
    const sameName = this.operations.filter((entry) => entry.operationName === asked.operationName && entry.operationType === asked.operationType);
    const key = canonicalJson(redact(asked.variables));
    return { sameName, exact: sameName.filter((entry) => canonicalJson(entry.variables) === key) };
  }

  /** The screen being replayed recorded this very request (same name and variables). */
  recordedOn(asked: AskedOperation): boolean {
    return this.recordingsOf(asked).exact.some((entry) => sameRoute(entry.route, asked.route));
  }

  lookup(asked: AskedOperation): AnswerLookup {
    const { sameName, exact } = this.recordingsOf(asked);
    if (asked.operationType === 'subscription') {
      // A subscription is recorded only when it delivered something: none recorded means none happened.
      return { kind: 'events', entries: exact.length > 0 ? exact : sameName };
    }
    if (exact.length > 0) return { kind: 'answer', entry: this.take(exact, asked.route) };
    if (sameName.length > 0) {
      return {
        kind: 'answer',
        entry: this.take(sameName, asked.route),
        warning: { kind: 'approximate', operationName: asked.operationName, route: asked.route, message: `${asked.operationName} was answered by a recording made with other variables.` },
      };
    }
    return {
      kind: 'unanswered',
      warning: { kind: 'unanswered', operationName: asked.operationName, route: asked.route, message: `${asked.operationName} is not in the operation log, so it has no answer.` },
    };
  }

  private take(candidates: LoggedOperation[], route: string): LoggedOperation {
    const here = this.lastVisit(candidates, route);
    if (here.length > 0) {
      const next = here.find((entry) => !this.used.has(entry)) ?? here.at(-1)!;
      this.used.add(next);
      return next;
    }
    // Asked on a screen that never asked it (the profile a page load fetched before the screen
    // opened, say): the state as the user arrived on that screen, or the latest state.
    const arrival = this.fromEndState ? -1 : this.operations.findIndex((entry) => sameRoute(entry.route, route));
    if (arrival < 0) return candidates.at(-1)!;
    return candidates.findLast((entry) => this.operations.indexOf(entry) < arrival) ?? candidates[0]!;
  }

  /**
   * The candidates recorded on `route` during the user's last visit to it (or, when that visit did
   * not ask, the latest earlier one): a screen visited before and after a change replays as the
   * user last saw it, not as it was first.
   */
  private lastVisit(candidates: LoggedOperation[], route: string): LoggedOperation[] {
    const here = candidates.filter((entry) => sameRoute(entry.route, route));
    let visitStart = -1;
    for (let index = this.operations.length - 1; index >= 0; index--) {
      const onRoute = sameRoute(this.operations[index]!.route, route);
      if (onRoute) visitStart = index;
      else if (visitStart >= 0) break;
    }
    const lastVisit = here.filter((entry) => this.operations.indexOf(entry) >= visitStart);
    return lastVisit.length > 0 ? lastVisit : here.slice(-1);
  }

}
