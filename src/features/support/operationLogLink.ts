/**
 * Records every operation in the operation log: name and type, variables, result data or errors,
 * HTTP status, duration, time and route. It sits first in the chain, so it sees what the screens
 * see, and it never changes what passes through.
 */
import { ApolloLink } from '@apollo/client';
import { getMainDefinition } from '@apollo/client/utilities';
import { tap } from 'rxjs';
import type { LoggedOperation, OperationLog } from './operationLog';

function httpStatusOf(context: Record<string, unknown>): number | null {
  const response = context.response as { status?: unknown } | undefined;
  return typeof response?.status === 'number' ? response.status : null;
}

function errorSummary(error: unknown): NonNullable<LoggedOperation['networkError']> {
  const { message, statusCode } = (error ?? {}) as { message?: unknown; statusCode?: unknown };
  return { message: typeof message === 'string' ? message : String(error), ...(typeof statusCode === 'number' ? { statusCode } : {}) };
}

export function createOperationLogLink(log: OperationLog, route: () => string = () => window.location.pathname): ApolloLink {
  return new ApolloLink((operation, forward) => {
    const definition = getMainDefinition(operation.query);
    const operationType: LoggedOperation['operationType'] = definition.kind === 'OperationDefinition' ? definition.operation : 'query';
    const started = performance.now();
    const base = { at: new Date().toISOString(), route: route(), operationName: operation.operationName ?? '(anonymous)', operationType, variables: operation.variables };
    const record = (entry: Pick<LoggedOperation, 'data' | 'errors' | 'networkError' | 'httpStatus'>) =>
      log.add({ ...base, ...entry, durationMs: Math.round(performance.now() - started) });
    return forward(operation).pipe(
      tap({
        next: (result) => record({ data: result.data, ...(result.errors ? { errors: [...result.errors] } : {}), httpStatus: httpStatusOf(operation.getContext()) }),
        error: (error: unknown) => {
          const networkError = errorSummary(error);
          record({ networkError, httpStatus: httpStatusOf(operation.getContext()) ?? networkError.statusCode ?? null });
        },
      }),
    );
  });
}
