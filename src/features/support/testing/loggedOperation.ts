import type { LoggedOperation } from '../operationLog';

/** A recorded operation for tests: a dashboards list read on the home view, with `patch` applied. */
export function loggedOperation(patch: Partial<LoggedOperation> = {}): LoggedOperation {
  return {
    at: '2026-11-24T10:00:00.000Z',
    route: '/app/',
    operationName: 'UserDashboards',
    operationType: 'query',
    variables: {},
    data: { userDashboards: [] },
    httpStatus: 200,
    durationMs: 12,
    ...patch,
  };
}
