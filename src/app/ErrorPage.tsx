import { useApolloClient } from '@apollo/client/react';
import { Button, Code, Text } from '@chakra-ui/react';
import { isRouteErrorResponse, useRouteError } from 'react-router';
import { StatusPage } from '../ui/StatusPage';

function describeError(error: unknown): { message: string; stack?: string } {
  if (isRouteErrorResponse(error)) return { message: `${error.status} ${error.statusText}` };
  if (error instanceof Error) {
    // V8 stacks start with "Name: message"; a stack with no frames would only repeat it.
    const hasFrames = error.stack !== undefined && error.stack.trim() !== `${error.name}: ${error.message}`;
    return { message: error.message, stack: hasFrames ? error.stack : undefined };
  }
  return { message: typeof error === 'string' ? error : JSON.stringify(error) ?? String(error) };
}

/** The root route's error boundary: any route error that is not a 404. */
export function ErrorPage() {
  const { message, stack } = describeError(useRouteError());
  const client = useApolloClient();
  return (
    <StatusPage title="500 Error" reload>
      <Text textStyle="xl" fontWeight="semibold">
        Internal Error.
      </Text>
      <Text color="fg.muted">{message}</Text>
      {stack ? (
        <Code as="pre" display="block" textAlign="start" whiteSpace="pre-wrap" maxH="xs" overflow="auto" p="3">
          {stack}
        </Code>
      ) : null}
      <Button variant="outline" size="sm" onClick={() => void import('../features/support/downloadOperationLog').then(({ downloadOperationLog }) => downloadOperationLog(client))}>
        Download the operation log for support
      </Button>
    </StatusPage>
  );
}
