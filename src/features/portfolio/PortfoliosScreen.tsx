import { Alert, Button, Card, Container, EmptyState, Flex, Heading, Skeleton, SkeletonText, Stack, Text, VStack } from '@chakra-ui/react';
import { useApolloClient } from '@apollo/client/react';
import { useRef } from 'react';
import { toaster } from '../../ui/toaster';
import { PortfolioStockTransactionsDocument, type PortfolioFieldsFragment } from '../../generated/graphql';
import { ConfirmDeleteDialog } from '../../ui/ConfirmDeleteDialog';
import { NamedRecordDialog } from '../../ui/NamedRecordDialog';
import { useDialogState } from '../../ui/useDialogState';
import { valuesOf } from '../../ui/namedRecordForm';
import { usePortfolioActions, usePortfolios } from '../../data/portfolios';
import { clearSliceError } from '../../data/slices';
import { PortfolioCard } from './PortfolioCard';
import { PendingSplitsBanner } from '../corporateActions/PendingSplitsBanner';
import { PieIcon, PlusIcon } from '../../ui/icons';

function LoadingPortfolios() {
  return (
    <Stack gap="4" role="status" aria-label="Loading portfolios" aria-busy="true">
      {[0, 1].map((index) => (
        <Card.Root key={index} bg="bg.panel" size="sm">
          <Card.Header>
            <Skeleton height="6" width="40%" />
          </Card.Header>
          <Card.Body>
            <SkeletonText noOfLines={3} gap="3" />
          </Card.Body>
        </Card.Root>
      ))}
    </Stack>
  );
}

function LoadFailed({ message, onRetry }: { message: string | null; onRetry: () => void }) {
  return (
    <Alert.Root status="error">
      <Alert.Indicator />
      <Alert.Content gap="2">
        <Alert.Title>Portfolios could not be loaded</Alert.Title>
        <Alert.Description overflowWrap="anywhere">{message ?? 'Request failed'}</Alert.Description>
        <Button size="sm" variant="outline" colorPalette="gray" alignSelf="flex-start" onClick={onRetry}>
          Retry
        </Button>
      </Alert.Content>
    </Alert.Root>
  );
}

function NoPortfolios({ onCreate }: { onCreate: () => void }) {
  return (
    <EmptyState.Root borderWidth="1px" borderStyle="dashed" borderRadius="l3" bg="bg.panel">
      <EmptyState.Content>
        <EmptyState.Indicator>
          <PieIcon />
        </EmptyState.Indicator>
        <VStack textAlign="center" gap="2" maxW="md">
          <EmptyState.Title as="h2">No portfolios yet</EmptyState.Title>
          <EmptyState.Description>
            A portfolio groups the holdings you follow together: a retirement pot, a child&apos;s savings, a
            trading account. Every transaction you record is filed under one, so start by creating one.
          </EmptyState.Description>
        </VStack>
        <Button onClick={onCreate}>
          <PlusIcon />
          Create your first portfolio
        </Button>
      </EmptyState.Content>
    </EmptyState.Root>
  );
}

/**
 * /app/portfolio: the user's portfolios with the securities each holds; create, edit and delete
 * (with the transactions that use one, when the user asks for it).
 */
export function PortfoliosScreen() {
  const client = useApolloClient();
  const { portfolios, loading, status, error, firstLoad } = usePortfolios();
  const { createPortfolio, editPortfolio, deletePortfolio } = usePortfolioActions();
  // The portfolio edited (null: a new one) and the one deleted.
  const form = useDialogState<PortfolioFieldsFragment | null>();
  const deleting = useDialogState<PortfolioFieldsFragment>();
  const headingRef = useRef<HTMLHeadingElement>(null);

  // The list has never loaded: show its request's state. Once it has, a failed create, edit or
  // delete also marks the slice failed, but that is told in its dialog and the list stays.
  const failed = !firstLoad && status === 'failed';
  const pending = loading || (!firstLoad && !failed);

  const openCreate = () => form.show(null);
  const edited = form.subject;
  const doomed = deleting.subject;

  const retry = () => {
    clearSliceError('portfolios');
    // The query's own error state reports a second failure; nothing to add here.
    client.refetchQueries({ include: [PortfolioStockTransactionsDocument] }).catch(() => undefined);
  };

  let content;
  if (pending) content = <LoadingPortfolios />;
  else if (failed) content = <LoadFailed message={error} onRetry={retry} />;
  else if (portfolios.length === 0) content = <NoPortfolios onCreate={openCreate} />;
  else
    content = (
      <Stack gap="4">
        {portfolios.map((portfolio) => (
          <PortfolioCard
            key={portfolio._id}
            portfolio={portfolio}
            onEdit={form.show}
            onDelete={deleting.show}
          />
        ))}
      </Stack>
    );

  return (
    <Container maxW="5xl" py={{ base: '6', md: '10' }} px={{ base: '4', md: '6' }}>
      <Stack gap="6">
        <Flex direction={{ base: 'column', sm: 'row' }} justify="space-between" align={{ base: 'flex-start', sm: 'flex-end' }} gap="4">
          <Stack gap="1">
            {/* Focusable so focus has somewhere to land when a deleted portfolio's card goes. */}
            <Heading as="h1" size="2xl" ref={headingRef} tabIndex={-1} outline="none">
              Portfolios
            </Heading>
            <Text color="fg.muted">Group your holdings the way you think about them. Every transaction belongs to one portfolio.</Text>
          </Stack>
          <Button onClick={openCreate} disabled={pending || failed} flexShrink="0">
            <PlusIcon />
            New portfolio
          </Button>
        </Flex>
        {!pending && !failed && portfolios.length > 0 && <PendingSplitsBanner />}
        {content}
      </Stack>
      <NamedRecordDialog
        open={form.open}
        onClose={form.close}
        title={edited ? 'Edit portfolio' : 'New portfolio'}
        submitLabel={edited ? 'Save changes' : 'Create portfolio'}
        failedTitle={edited ? 'The portfolio was not saved' : 'The portfolio was not created'}
        initial={valuesOf(edited)}
        namePlaceholder="e.g. Retirement"
        descriptionPlaceholder="What this portfolio is for (optional)"
        onSubmit={async (input) => {
          if (edited) {
            const saved = await editPortfolio(edited._id, input);
            toaster.create({ type: 'success', title: 'Portfolio saved', description: saved.name });
          } else {
            const created = await createPortfolio(input);
            toaster.create({ type: 'success', title: 'Portfolio created', description: created.name });
          }
        }}
      />
      <ConfirmDeleteDialog
        open={deleting.open}
        onClose={deleting.close}
        title={`Delete “${doomed?.name ?? ''}”?`}
        confirmLabel="Delete"
        cascadeLabel="Delete with its transactions"
        cascadeNote="You can delete the portfolio together with every transaction filed under it. Those transactions are gone for good too, and your totals no longer count them."
        failedTitle="The portfolio was not deleted"
        onConfirm={async ({ cascade }) => {
          if (!doomed) return;
          await deletePortfolio(doomed._id, { cascade });
          toaster.create({ type: 'success', title: cascade ? 'Portfolio and its transactions deleted' : 'Portfolio deleted', description: doomed.name });
        }}
        // Its card went, and with it the button that opened the dialog.
        afterDeleteFocus={() => headingRef.current}
      >
        <Text>The portfolio “{doomed?.name}” is deleted for good. This cannot be undone.</Text>
      </ConfirmDeleteDialog>
    </Container>
  );
}
