import { Alert, Button, CloseButton, Dialog, Portal, Stack, Text } from '@chakra-ui/react';
import { useRef, useState } from 'react';
import { toaster } from '../../ui/toaster';
import type { PortfolioFieldsFragment } from '../../generated/graphql';
import { usePortfolioActions } from '../../data/portfolios';
import { deleteRefusal, type DeleteRefusal } from '../../data/deleteRefusal';

type Failure = DeleteRefusal;

interface ConfirmDeleteProps {
  portfolio: PortfolioFieldsFragment;
  onDeleted: () => void;
}

function ConfirmDelete({ portfolio, onDeleted }: ConfirmDeleteProps) {
  const { deletePortfolio } = usePortfolioActions();
  const [pending, setPending] = useState<'plain' | 'cascade' | null>(null);
  const [failure, setFailure] = useState<Failure | null>(null);

  async function remove(cascade: boolean) {
    setPending(cascade ? 'cascade' : 'plain');
    try {
      await deletePortfolio(portfolio._id, { cascade });
      toaster.create({
        type: 'success',
        title: cascade ? 'Portfolio and its transactions deleted' : 'Portfolio deleted',
        description: portfolio.name,
      });
      onDeleted();
    } catch (error) {
      // The server refused, so the portfolio is still listed; say why and keep the dialog open.
      setFailure(deleteRefusal(error));
    } finally {
      setPending(null);
    }
  }

  const inUse = failure?.inUse ?? false;

  return (
    <Dialog.Content bg="bg.panel">
      <Dialog.Header>
        <Dialog.Title overflowWrap="anywhere">Delete “{portfolio.name}”?</Dialog.Title>
      </Dialog.Header>
      <Dialog.Body>
        <Stack gap="4">
          {!inUse && <Text>The portfolio “{portfolio.name}” is deleted for good. This cannot be undone.</Text>}
          {failure && (
            <Alert.Root status={inUse ? 'warning' : 'error'}>
              <Alert.Indicator />
              <Alert.Content>
                <Alert.Title>{inUse ? 'Transactions use this portfolio' : 'The portfolio was not deleted'}</Alert.Title>
                <Alert.Description overflowWrap="anywhere">{failure.message}</Alert.Description>
              </Alert.Content>
            </Alert.Root>
          )}
          {inUse && (
            <Text>
              You can delete the portfolio together with every transaction filed under it. Those
              transactions are gone for good too, and your totals no longer count them.
            </Text>
          )}
        </Stack>
      </Dialog.Body>
      <Dialog.Footer flexWrap="wrap">
        <Dialog.ActionTrigger asChild>
          <Button variant="outline" colorPalette="gray">
            Cancel
          </Button>
        </Dialog.ActionTrigger>
        {inUse ? (
          <Button colorPalette="red" loading={pending === 'cascade'} disabled={pending !== null} onClick={() => void remove(true)}>
            Delete with its transactions
          </Button>
        ) : (
          <Button colorPalette="red" loading={pending === 'plain'} disabled={pending !== null} onClick={() => void remove(false)}>
            Delete
          </Button>
        )}
      </Dialog.Footer>
      <Dialog.CloseTrigger asChild>
        <CloseButton size="sm" />
      </Dialog.CloseTrigger>
    </Dialog.Content>
  );
}

interface DeletePortfolioDialogProps {
  open: boolean;
  portfolio: PortfolioFieldsFragment | null;
  onOpenChange: (open: boolean) => void;
  /** Where focus goes once the portfolio is gone (its card, and the button that opened this, are). */
  afterDeleteFocus: () => HTMLElement | null;
}

/**
 * Confirms deleting a portfolio. When the server refuses because transactions use it (IN_USE),
 * it shows the server's reason and offers the cascade: the portfolio with its transactions.
 */
export function DeletePortfolioDialog({ open, portfolio, onOpenChange, afterDeleteFocus }: DeletePortfolioDialogProps) {
  // A ref, not state: the focus trap reads it while the dialog closes, after the last render.
  const deleted = useRef(false);
  return (
    <Dialog.Root
      role="alertdialog"
      open={open && portfolio !== null}
      onOpenChange={(details) => onOpenChange(details.open)}
      onExitComplete={() => {
        deleted.current = false;
      }}
      finalFocusEl={() => (deleted.current ? afterDeleteFocus() : null)}
      placement="center"
      lazyMount
      unmountOnExit
    >
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner px="4">
          {portfolio && (
            <ConfirmDelete
              key={portfolio._id}
              portfolio={portfolio}
              onDeleted={() => {
                deleted.current = true;
                onOpenChange(false);
              }}
            />
          )}
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
