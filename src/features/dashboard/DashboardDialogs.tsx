/**
 * The dashboard menu's dialogs: a name and a colour (create, rename, recolour, duplicate share
 * one form, checked before sending like the server does), and the delete confirmation.
 */
import { Box, Field, HStack, Input, Stack, Text } from '@chakra-ui/react';
import { useRef, useState, type MouseEvent, type RefObject } from 'react';
import { DialogShell } from '../../ui/DialogShell';
import { DialogForm } from '../../ui/FormDialog';
import { useDialogSubmit } from '../../ui/useDialogSubmit';
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
    <DialogShell open={open} onClose={onClose} initialFocusEl={() => nameRef.current}>
      <DashboardForm {...rest} onClose={onClose} nameRef={nameRef} />
    </DialogShell>
  );
}

function DashboardForm({ title, submitLabel, initial, onClose, onSubmit, nameRef }: Omit<DashboardFormDialogProps, 'open'> & { nameRef: RefObject<HTMLInputElement | null> }) {
  const [values, setValues] = useState(initial);
  const [nameError, setNameError] = useState<string | null>(null);
  const { pending, failure, run } = useDialogSubmit(onClose);

  function submit() {
    const problem = checkDashboardName(values.name);
    if (problem) {
      setNameError(problem);
      nameRef.current?.focus();
      return;
    }
    return run(() => onSubmit({ ...values, name: values.name.trim() }));
  }

  return (
    <DialogForm title={title} onSubmit={submit} pending={pending} failure={failure} submitLabel={submitLabel} maxW="sm">
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
              onClick={(event: MouseEvent) => {
                event.preventDefault();
                setValues((current) => ({ ...current, indicatorColor: color }));
              }}
            />
          ))}
        </HStack>
      </Stack>
    </DialogForm>
  );
}

export function DeleteDashboardDialog({ name, onClose, onConfirm }: { name: string | null; onClose: () => void; onConfirm: () => Promise<void> }) {
  const cancelRef = useRef<HTMLButtonElement>(null);
  return (
    <DialogShell role="alertdialog" open={name !== null} onClose={onClose} initialFocusEl={() => cancelRef.current}>
      <DeleteDashboard name={name} onClose={onClose} onConfirm={onConfirm} cancelRef={cancelRef} />
    </DialogShell>
  );
}

function DeleteDashboard({ name, onClose, onConfirm, cancelRef }: { name: string | null; onClose: () => void; onConfirm: () => Promise<void>; cancelRef: RefObject<HTMLButtonElement | null> }) {
  const { pending, failure, run } = useDialogSubmit(onClose);
  return (
    <DialogForm title={`Delete dashboard “${name}”?`} onSubmit={() => run(onConfirm)} pending={pending} failure={failure} submitLabel="Delete dashboard" destructive cancelRef={cancelRef} maxW="sm">
      <Text>Its widgets and layout go with it. Your transactions and portfolios are not affected.</Text>
    </DialogForm>
  );
}
