import type { ReactNode } from 'react';
import type { AssistantStatus_StatusFragment } from '../../generated/graphql';
import { errorMessage } from '../../ui/errorMessage';
import { Loader } from '../../ui/Loader';
import { AssistantStatusLine } from './AssistantStatusLine';
import { useAssistantStatus } from './useAssistantStatus';
import { RetryAlert } from '../../ui/RetryAlert';

interface AssistantStatusGateProps {
  /** The heading, given the status line once the status is known. */
  header: (statusLine: ReactNode) => ReactNode;
  /** What needs the status: shown once it has loaded. */
  children: (status: AssistantStatus_StatusFragment) => ReactNode;
}

/** Reads the assistant's status for the drawer and the page: the loader, a failure with a retry, then the content. */
export function AssistantStatusGate({ header, children }: AssistantStatusGateProps) {
  const { data, error, refetch } = useAssistantStatus();
  const status = data?.assistantStatus;
  if (!status) {
    return (
      <>
        {header(null)}
        {error ? (
          <RetryAlert p="4" onRetry={() => void refetch()}>
            The assistant could not be reached: {errorMessage(error)}
          </RetryAlert>
        ) : (
          <Loader inArea />
        )}
      </>
    );
  }
  return (
    <>
      {header(<AssistantStatusLine status={status} />)}
      {children(status)}
    </>
  );
}
