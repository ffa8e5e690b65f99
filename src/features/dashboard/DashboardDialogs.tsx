/**
 * The dashboard menu's dialogs: a name and a colour (create, rename, recolour, duplicate share
 * one form, checked before sending like the server does), and the delete confirmation.
 */
import { Box, Button, CloseButton, Dialog, Field, HStack, Input, Portal, Stack, Text } from '@chakra-ui/react';
import { useRef, useState, type FormEvent } from 'react';
import { SubmitFailure, useDialogSubmit } from './dialogSubmit';
import { INDICATOR_COLORS } from './indicatorColors';


const MAX_NAME = 100;

export function checkDashboardName(name: string): string | null {
  const trimmed = name.trim();
  if (!trimmed) return 'Enter a name.';
  if (trimmed.length > MAX_NAME) return `Use at most ${MAX_NAME} characters.`;
  return null;
}

export interface DashboardFormValues {
  name: string;
  indicatorColor: string | null;
}

export interface DashboardFormDialogProps {
  open: boolean;
  title: string;
  submitLabel: string;
  initial: DashboardFormValues;
  onClose: () => void;
  onSubmit: (values: DashboardFormValues) => Promise<void>;
}

export function DashboardFormDialog({ open, onClose, ...rest }: DashboardFormDialogProps) {
  const nameRef = useRef<HTMLInputElement>(null);
  return (
    <Dialog.Root open={open} onOpenChange={(details) => !details.open && onClose()} placement="center" initialFocusEl={() => nameRef.current} lazyMount unmountOnExit>
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner px="4">
          <DashboardForm {...rest} onClose={onClose} nameRef={nameRef} />
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}

function DashboardForm({ title, submitLabel, initial, onClose, onSubmit, nameRef }: Omit<DashboardFormDialogProps, 'open'> & { nameRef: React.RefObject<HTMLInputElement | null> }) {
  const [values, setValues] = useState(initial);
  const [nameError, setNameError] = useState<string | null>(null);
  const { busy: saving, failure, run } = useDialogSubmit(onClose);

  async function submit(event: FormEvent) {
    event.preventDefault();
    const problem = checkDashboardName(values.name);
    if (problem) {
      setNameError(problem);
      nameRef.current?.focus();
      return;
    }
    await run(() => onSubmit({ ...values, name: values.name.trim() }));
  }

  return (
    <Dialog.Content as="form" onSubmit={(event: FormEvent) => void submit(event)} maxW="sm">
      <Dialog.Header>
        <Dialog.Title>{title}</Dialog.Title>
      </Dialog.Header>
      <Dialog.Body>
        <Stack gap="4">
          <Field.Root invalid={nameError !== null}>
            <Field.Label>Dashboard name</Field.Label>
            <Input
              ref={nameRef}
              value={values.name}
              maxLength={MAX_NAME + 20}
              onChange={(event) => {
                const name = event.currentTarget.value;
                setValues((current) => ({ ...current, name }));
                setNameError(null);
              }}
            />
            {nameError ? <Field.ErrorText>{nameError}</Field.ErrorText> : null}
          </Field.Root>
          <Stack gap="2" as="fieldset">
            <Text as="legend" textStyle="sm" fontWeight="medium" mb="2">
              Colour
            </Text>
            <HStack gap="2" wrap="wrap" role="radiogroup" aria-label="Colour">
              {INDICATOR_COLORS.map((color) => (
                <Box
                  key={color}
                  as="button"
                  role="radio"
                  aria-checked={values.indicatorColor === color}
                  aria-label={`Colour ${color}`}
                  boxSize="7"
                  rounded="full"
                  bg={color}
                  cursor="pointer"
                  outline={values.indicatorColor === color ? '3px solid' : '1px solid'}
                  outlineColor={values.indicatorColor === color ? 'fg' : 'border'}
                  outlineOffset="2px"
                  onClick={(event: React.MouseEvent) => {
                    event.preventDefault();
                    setValues((current) => ({ ...current, indicatorColor: color }));
                  }}
                />
              ))}
            </HStack>
          </Stack>
          <SubmitFailure message={failure} />
        </Stack>
      </Dialog.Body>
      <Dialog.Footer>
        <Button variant="outline" onClick={onClose}>
          Cancel
        </Button>
        <Button type="submit" loading={saving}>
          {submitLabel}
        </Button>
      </Dialog.Footer>
      <Dialog.CloseTrigger asChild>
        <CloseButton size="sm" />
      </Dialog.CloseTrigger>
    </Dialog.Content>
  );
}

export function DeleteDashboardDialog({ name, onClose, onConfirm }: { name: string | null; onClose: () => void; onConfirm: () => Promise<void> }) {
  const cancelRef = useRef<HTMLButtonElement>(null);
  const { busy: deleting, failure, run } = useDialogSubmit(onClose);
  const confirm = () => run(onConfirm);
  return (
    <Dialog.Root role="alertdialog" open={name !== null} onOpenChange={(details) => !details.open && onClose()} placement="center" initialFocusEl={() => cancelRef.current} lazyMount unmountOnExit>
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner px="4">
          <Dialog.Content maxW="sm">
            <Dialog.Header>
              <Dialog.Title>Delete dashboard “{name}”?</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>
              <Stack gap="3">
                <Text>Its widgets and layout go with it. Your transactions and portfolios are not affected.</Text>
                <SubmitFailure message={failure} />
              </Stack>
            </Dialog.Body>
            <Dialog.Footer>
              <Button ref={cancelRef} variant="outline" onClick={onClose}>
                Cancel
              </Button>
              <Button colorPalette="red" loading={deleting} onClick={() => void confirm()}>
                Delete dashboard
              </Button>
            </Dialog.Footer>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
