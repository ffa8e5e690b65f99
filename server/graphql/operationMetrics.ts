// Counts executed operations by name, type and outcome for /metrics.
import { getOperationAST } from 'graphql';
import type { Plugin } from 'graphql-yoga';
import type { Metrics } from '../http/metrics';

export function operationMetrics(metrics: Metrics): Plugin {
  return {
    onExecute({ args }) {
      const operation = getOperationAST(args.document, args.operationName);
      const labels = { operation: operation?.name?.value ?? 'anonymous', type: operation?.operation ?? 'unknown' };
      return {
        onExecuteDone({ result }) {
          const failed = 'errors' in result && Array.isArray(result.errors) && result.errors.length > 0;
          metrics.graphqlOperations.inc({ ...labels, outcome: failed ? 'error' : 'ok' });
        },
      };
    },
  };
}
