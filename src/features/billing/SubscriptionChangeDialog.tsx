/**
 * The confirmation before cancelling or renewing: it says what happens and when, and its safe
 * button keeps things as they are.
 */
import { Button, Dialog, Text } from '@chakra-ui/react';
import { useRef, type RefObject } from 'react';
import { DialogShell } from '../../ui/DialogShell';
import { DialogForm } from '../../ui/FormDialog';
import { useDialogSubmit } from '../../ui/useDialogSubmit';

export type SubscriptionChange = 'cancel' | 'renew';

const TEXT: Record<SubscriptionChange, { title: string; submit: string; keep: string; body: (date: string) => string }> = {
  cancel: {
    title: 'Cancel your subscription?',
    submit: 'Cancel subscription',
    keep: 'Keep subscription',
    body: (date) => `You keep every feature until ${date}. After that nothing is charged again, and everything you made stays. You can renew until then.`,
  },
  renew: {
    title: 'Renew your subscription?',
    submit: 'Renew subscription',
    keep: 'Not now',
    body: (date) => `Your subscription goes on after ${date} and is charged again then, as before.`,
  },
};

interface SubscriptionChangeDialogProps {
  change: SubscriptionChange | null;
  /** The end of the period, formatted. */
  date: string;
  onClose: () => void;
  onConfirm: (change: SubscriptionChange) => Promise<void>;
}

export function SubscriptionChangeDialog({ change, date, onClose, onConfirm }: SubscriptionChangeDialogProps) {
  const keepRef = useRef<HTMLButtonElement>(null);
  return (
    <DialogShell role="alertdialog" open={change !== null} onClose={onClose} initialFocusEl={() => keepRef.current}>
      {change ? <ChangeForm change={change} date={date} onClose={onClose} onConfirm={onConfirm} keepRef={keepRef} /> : null}
    </DialogShell>
  );
}

function ChangeForm({ change, date, onClose, onConfirm, keepRef }: Omit<SubscriptionChangeDialogProps, 'change'> & { change: SubscriptionChange; keepRef: RefObject<HTMLButtonElement | null> }) {
  const { pending, failure, run } = useDialogSubmit(onClose);
  const text = TEXT[change];
  return (
    <DialogForm
      title={text.title}
      onSubmit={() => run(() => onConfirm(change))}
      pending={pending}
      failure={failure}
      submitLabel={text.submit}
      maxW="md"
      footer={
        <>
          <Dialog.ActionTrigger asChild>
            <Button ref={keepRef} variant="outline" colorPalette="gray" disabled={pending}>
              {text.keep}
            </Button>
          </Dialog.ActionTrigger>
          <Button type="submit" loading={pending} {...(change === 'cancel' ? { colorPalette: 'red' } : {})}>
            {text.submit}
          </Button>
        </>
      }
    >
      <Text>{text.body(date)}</Text>
    </DialogForm>
  );
}
