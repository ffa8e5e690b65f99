// Counts executed operations by name, type and outcome for /metrics. The name is the client's to
// choose: only the app's own operation names become labels, every other name is "other", so
// random names cannot grow the metrics without bound.
import { getOperationAST } from 'graphql';
import type { Plugin } from 'graphql-yoga';
import type { Metrics } from '../http/metrics';
import { knownOperationNames } from './knownOperations';

export function operationLabel(name: string | undefined, known: ReadonlySet<string>): string {
  if (name === undefined) return 'anonymous';
  return known.has(name) ? name : 'other';
}

export function operationMetrics(metrics: Metrics, known: ReadonlySet<string> = knownOperationNames()): Plugin {
  return {
    onExecute({ args }) {
      const operation = getOperationAST(args.document, args.operationName);
      const labels = { operation: operationLabel(operation?.name?.value, known), type: operation?.operation ?? 'unknown' };
      return {
        onExecuteDone({ result }) {
          const failed = 'errors' in result && Array.isArray(result.errors) && result.errors.length > 0;
          metrics.graphqlOperations.inc({ ...labels, outcome: failed ? 'error' : 'ok' });
        },
      };
    },
  };
}
