/**
 * The name and description fields of a named record's form (broker, account, portfolio), with
 * the required mark, the error under each, and the description's character count while it is
 * valid. State and checks live in useNamedRecordForm, which hands these props over.
 */
import { Field, Input, Textarea } from '@chakra-ui/react';
import type { RefObject } from 'react';
import { MAX_DESCRIPTION, type NamedRecordErrors, type NamedRecordValues } from './namedRecordForm';

export interface NamedRecordFieldsProps {
  values: NamedRecordValues;
  /** The messages to show now: empty until the user has tried to send. */
  errors: NamedRecordErrors;
  nameRef: RefObject<HTMLInputElement | null>;
  descriptionRef: RefObject<HTMLTextAreaElement | null>;
  /** One field changed, with its new text. */
  onChange: (change: Partial<NamedRecordValues>) => void;
  namePlaceholder?: string | undefined;
  descriptionPlaceholder?: string | undefined;
}

export function NamedRecordFields({ values, errors, nameRef, descriptionRef, onChange, namePlaceholder, descriptionPlaceholder }: NamedRecordFieldsProps) {
  return (
    <>
      <Field.Root required invalid={Boolean(errors.name)}>
        <Field.Label>
          Name
          <Field.RequiredIndicator />
        </Field.Label>
        <Input
          ref={nameRef}
          name="name"
          autoComplete="off"
          placeholder={namePlaceholder}
          value={values.name}
          onChange={(event) => onChange({ name: event.currentTarget.value })}
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
          placeholder={descriptionPlaceholder}
          value={values.description}
          onChange={(event) => onChange({ description: event.currentTarget.value })}
        />
        {errors.description ? (
          <Field.ErrorText>{errors.description}</Field.ErrorText>
        ) : (
          <Field.HelperText>
            Optional, {values.description.trim().length}/{MAX_DESCRIPTION} characters.
          </Field.HelperText>
        )}
      </Field.Root>
    </>
  );
}
