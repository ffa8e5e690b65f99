/**
 * What goes inside a DialogShell: a form with a title, a body, the failure of the last send, and
 * Cancel beside the button that sends. Sending goes through useDialogSubmit.
 */
import { Alert, Button, CloseButton, Dialog, Stack } from '@chakra-ui/react';
import type { FormEvent, ReactNode, Ref } from 'react';

export interface Failure {
  /** What did not happen ("The portfolio was not saved"); without it the reason is the heading. */
  title?: string | undefined;
  /** Why: the server's message, or the form's own. */
  message: string;
  /** A warning offers a way on (delete with its transactions); an error does not. */
  status?: 'error' | 'warning';
}

/**
 * A failed send, shown in the dialog next to the buttons that sent it, and announced (role alert:
 * the focus stays on the button, so a screen reader would not come across it).
 */
export function SubmitFailure({ failure }: { failure: Failure | null }) {
  if (!failure) return null;
  const { title, message, status = 'error' } = failure;
  return (
    <Alert.Root status={status} role="alert">
      <Alert.Indicator />
      <Alert.Content>
        <Alert.Title overflowWrap="anywhere">{title ?? message}</Alert.Title>
        {title ? <Alert.Description overflowWrap="anywhere">{message}</Alert.Description> : null}
      </Alert.Content>
    </Alert.Root>
  );
}

export interface DialogFormProps {
  title: ReactNode;
  /** The body: the fields, or what a confirmation asks about. */
  children: ReactNode;
  /** Called on Enter or the submit button, unless a send is already on its way. */
  onSubmit: () => void | Promise<unknown>;
  /** A send is on its way (useDialogSubmit's pending). */
  pending: boolean;
  /** Why the last send failed: the message alone, or with a heading. Shown at the end of the body. */
  failure: Failure | string | null;
  submitLabel: string;
  /** A red submit button: the dialog deletes. */
  destructive?: boolean;
  submitDisabled?: boolean;
  cancelRef?: Ref<HTMLButtonElement>;
  /** While this holds, the dialog cannot be left: Cancel and the close button are disabled. */
  locked?: boolean;
  /** Replaces Cancel and the submit button (a dialog whose second step only shows a result). */
  footer?: ReactNode;
  maxW?: string;
}

/**
 * A dialog's content as one form: Enter sends, the form's own messages replace the browser's
 * (noValidate), and Cancel closes through the shell.
 */
export function DialogForm({ title, children, onSubmit, pending, failure, submitLabel, destructive, submitDisabled, cancelRef, locked, footer, maxW }: DialogFormProps) {
  function send(event: FormEvent) {
    event.preventDefault();
    if (pending) return;
    void onSubmit();
  }

  return (
    <Dialog.Content asChild bg="bg.panel" maxW={maxW}>
      <form onSubmit={send} noValidate>
        <Dialog.Header>
          {/* Clear of the close button, however long a name in it is. */}
          <Dialog.Title overflowWrap="anywhere" pe="6">
            {title}
          </Dialog.Title>
        </Dialog.Header>
        <Dialog.Body>
          <Stack gap="4">
            {children}
            <SubmitFailure failure={typeof failure === 'string' ? { message: failure } : failure} />
          </Stack>
        </Dialog.Body>
        <Dialog.Footer flexWrap="wrap">
          {footer ?? (
            <>
              <Dialog.ActionTrigger asChild>
                <Button ref={cancelRef} variant="outline" colorPalette="gray" disabled={locked}>
                  Cancel
                </Button>
              </Dialog.ActionTrigger>
              <Button type="submit" {...(destructive ? { colorPalette: 'red' } : {})} loading={pending} disabled={submitDisabled}>
                {submitLabel}
              </Button>
            </>
          )}
        </Dialog.Footer>
        <Dialog.CloseTrigger asChild>
          <CloseButton size="sm" disabled={locked} />
        </Dialog.CloseTrigger>
      </form>
    </Dialog.Content>
  );
}
