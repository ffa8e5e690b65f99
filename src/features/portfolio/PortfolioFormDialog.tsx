import { Alert, Button, CloseButton, Dialog, Field, Input, Portal, Stack, Textarea, chakra } from '@chakra-ui/react';
import { useRef, useState, type FormEvent } from 'react';
import { toaster } from '../../ui/toaster';
import type { PortfolioFieldsFragment } from '../../generated/graphql';
import { usePortfolioActions } from '../../data/portfolios';
import { errorMessage } from '../../ui/errorMessage';
import { MAX_DESCRIPTION, portfolioFormValues, validatePortfolioForm } from './portfolioForm';

interface PortfolioFormProps {
  portfolio: PortfolioFieldsFragment | null;
  onDone: () => void;
}

function PortfolioForm({ portfolio, onDone }: PortfolioFormProps) {
  const { createPortfolio, editPortfolio } = usePortfolioActions();
  const [values, setValues] = useState(() => portfolioFormValues(portfolio));
  // Messages appear once the user tries to send, then follow every keystroke.
  const [showErrors, setShowErrors] = useState(false);
  const [saving, setSaving] = useState(false);
  const [serverError, setServerError] = useState<string | null>(null);
  const nameRef = useRef<HTMLInputElement>(null);
  const descriptionRef = useRef<HTMLTextAreaElement>(null);

  const result = validatePortfolioForm(values);
  const errors = showErrors && !result.ok ? result.errors : {};
  const unchanged =
    portfolio !== null && result.ok && result.input.name === portfolio.name && result.input.description === (portfolio.description ?? null);

  async function submit(event: FormEvent) {
    event.preventDefault();
    setShowErrors(true);
    if (!result.ok) {
      (result.errors.name ? nameRef : descriptionRef).current?.focus();
      return;
    }
    setSaving(true);
    setServerError(null);
    try {
      if (portfolio) {
        const saved = await editPortfolio(portfolio._id, result.input);
        toaster.create({ type: 'success', title: 'Portfolio saved', description: saved.name });
      } else {
        const created = await createPortfolio(result.input);
        toaster.create({ type: 'success', title: 'Portfolio created', description: created.name });
      }
      onDone();
    } catch (error) {
      // The typed values stay: the user fixes what the server refused and sends again.
      setServerError(errorMessage(error));
    } finally {
      setSaving(false);
    }
  }

  const descriptionLength = values.description.trim().length;

  return (
    <Dialog.Content bg="bg.panel">
      {/* noValidate: the form's own messages, not the browser's bubbles. `contents` keeps the
          dialog's header/body/footer layout. */}
      <chakra.form onSubmit={submit} noValidate display="contents">
        <Dialog.Header>
          <Dialog.Title>{portfolio ? 'Edit portfolio' : 'New portfolio'}</Dialog.Title>
        </Dialog.Header>
        <Dialog.Body>
          <Stack gap="4">
            {serverError && (
              <Alert.Root status="error">
                <Alert.Indicator />
                <Alert.Content>
                  <Alert.Title>{portfolio ? 'The portfolio was not saved' : 'The portfolio was not created'}</Alert.Title>
                  <Alert.Description overflowWrap="anywhere">{serverError}</Alert.Description>
                </Alert.Content>
              </Alert.Root>
            )}
            <Field.Root invalid={Boolean(errors.name)} required>
              <Field.Label>
                Name
                <Field.RequiredIndicator />
              </Field.Label>
              <Input
                ref={nameRef}
                name="name"
                autoComplete="off"
                placeholder="e.g. Retirement"
                value={values.name}
                onChange={(event) => setValues({ ...values, name: event.currentTarget.value })}
              />
              <Field.ErrorText>{errors.name}</Field.ErrorText>
            </Field.Root>
            <Field.Root invalid={Boolean(errors.description)}>
              <Field.Label>Description</Field.Label>
              <Textarea
                ref={descriptionRef}
                name="description"
                rows={3}
                resize="vertical"
                placeholder="What this portfolio is for (optional)"
                value={values.description}
                onChange={(event) => setValues({ ...values, description: event.currentTarget.value })}
              />
              {errors.description ? (
                <Field.ErrorText>{errors.description}</Field.ErrorText>
              ) : (
                <Field.HelperText>
                  Optional, {descriptionLength}/{MAX_DESCRIPTION} characters.
                </Field.HelperText>
              )}
            </Field.Root>
          </Stack>
        </Dialog.Body>
        <Dialog.Footer>
          <Dialog.ActionTrigger asChild>
            <Button variant="outline" colorPalette="gray">
              Cancel
            </Button>
          </Dialog.ActionTrigger>
          <Button type="submit" loading={saving} disabled={unchanged}>
            {portfolio ? 'Save changes' : 'Create portfolio'}
          </Button>
        </Dialog.Footer>
      </chakra.form>
      <Dialog.CloseTrigger asChild>
        <CloseButton size="sm" />
      </Dialog.CloseTrigger>
    </Dialog.Content>
  );
}

interface PortfolioFormDialogProps {
  open: boolean;
  /** The portfolio to edit; null to create one. */
  portfolio: PortfolioFieldsFragment | null;
  onOpenChange: (open: boolean) => void;
}

/**
 * Creates or edits a portfolio (name and description). The form mounts at each opening, so it
 * starts from the saved values every time.
 */
export function PortfolioFormDialog({ open, portfolio, onOpenChange }: PortfolioFormDialogProps) {
  return (
    <Dialog.Root open={open} onOpenChange={(details) => onOpenChange(details.open)} placement="center" lazyMount unmountOnExit>
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner px="4">
          <PortfolioForm key={portfolio?._id ?? 'new'} portfolio={portfolio} onDone={() => onOpenChange(false)} />
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
