// The shape of the plugins that may stop an operation after authentication and before any
// resolver: one refusal check, applied to executions and to subscriptions alike.
import type { ExecutionArgs, GraphQLError } from 'graphql';
import type { Plugin } from 'graphql-yoga';

/** A plugin that answers `{ errors: [refusal] }` instead of running the operation whenever `refusal` returns one. */
export function refuseBeforeExecution<Context extends object>(refusal: (args: ExecutionArgs) => GraphQLError | null): Plugin<Context> {
  const stop = (args: ExecutionArgs, setResultAndStopExecution: (result: { errors: GraphQLError[] }) => void) => {
    const error = refusal(args);
    if (error) setResultAndStopExecution({ errors: [error] });
  };
  return {
    onExecute({ args, setResultAndStopExecution }) {
      stop(args, setResultAndStopExecution);
    },
    // Subscriptions (over WebSocket, or HTTP's server-sent events) go through subscribe, not execute.
    onSubscribe({ args, setResultAndStopExecution }) {
      stop(args, setResultAndStopExecution);
    },
  };
}
