// The per-identity rate limits (see http/rateLimit.ts) on each GraphQL operation, over HTTP and
// WebSocket alike. It runs after authentication, so it counts the verified uid or embed id the
// context holds, never what a token claims; a refused operation executes nothing.
import type { IncomingMessage } from 'node:http';
import { Kind, getOperationAST, type DocumentNode, type ExecutionArgs, type SelectionSetNode } from 'graphql';
import type { FastifyRequest } from 'fastify';
import type { Plugin } from 'graphql-yoga';
import type { OperationRateLimits } from '../http/rateLimit';
import type { GraphQLContext } from './context';
import { refuseBeforeExecution } from './refuseBeforeExecution';

/** The mutation the app calls once per sign-in: a storm of them from one address is throttled. */
const SIGN_IN_FIELD = 'auditUser';

/** Whether the operation that runs selects auditUser at its root (through root fragments too). */
export function isSignIn(document: DocumentNode, operationName: string | null | undefined): boolean {
  const operation = getOperationAST(document, operationName);
  if (!operation || operation.operation !== 'mutation') return false;
  const fragments = new Map(document.definitions.flatMap((definition) => (definition.kind === Kind.FRAGMENT_DEFINITION ? [[definition.name.value, definition] as const] : [])));
  const seen = new Set<string>();
  const selects = (selectionSet: SelectionSetNode): boolean =>
    selectionSet.selections.some((selection) => {
      if (selection.kind === Kind.FIELD) return selection.name.value === SIGN_IN_FIELD;
      if (selection.kind === Kind.INLINE_FRAGMENT) return selects(selection.selectionSet);
      const name = selection.name.value;
      if (seen.has(name)) return false;
      seen.add(name);
      const fragment = fragments.get(name);
      return fragment ? selects(fragment.selectionSet) : false;
    });
  return selects(operation.selectionSet);
}

/** What the context factory received from the transport (see yoga.ts ServerContext). */
interface TransportContext {
  req?: FastifyRequest;
  socketRequest?: IncomingMessage;
}

export function rateLimitOperations(limits: OperationRateLimits): Plugin<GraphQLContext> {
  return refuseBeforeExecution<GraphQLContext>((args: ExecutionArgs) => {
    const context = args.contextValue as GraphQLContext & TransportContext;
    return limits.refusal({
      // Fastify's req.ip honours TRUST_PROXY; a socket has only its peer's address.
      address: context.req?.ip ?? context.socketRequest?.socket.remoteAddress ?? null,
      uid: context.viewer?.uid ?? null,
      embedId: context.embed?.embedId ?? null,
      signIn: isSignIn(args.document, args.operationName),
    });
  });
}
