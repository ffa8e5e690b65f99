/**
 * The state and checks of a form built on a name and a description (NamedRecordDialog, the
 * account dialog): messages appear once the user tries to send, then follow every keystroke,
 * and a refused send puts the focus on the first field in error. A form with more settings
 * keeps them in the same values and adds its own controls beside NamedRecordFields.
 */
import { useRef, useState, type RefObject } from 'react';
import type { NamedRecordFieldsProps } from './NamedRecordFields';
import { checkNamedRecord, type NamedRecordInput, type NamedRecordValues } from './namedRecordForm';

export interface NamedRecordForm<V extends NamedRecordValues> {
  values: V;
  setValues: (update: (values: V) => V) => void;
  /** The name and description would be sent as they were saved (an edit with nothing to save). */
  namedUnchanged: boolean;
  /** What NamedRecordFields needs, placeholders aside. */
  fields: Omit<NamedRecordFieldsProps, 'namePlaceholder' | 'descriptionPlaceholder'>;
  /** On send: the checked name and description, or null once the messages show and the first field in error has the focus. */
  checkToSend: () => NamedRecordInput | null;
}

/**
 * `initial` holds the saved values when editing, empty ones when adding. `nameRef` comes from the
 * dialog, which gives the name the focus on opening.
 */
export function useNamedRecordForm<V extends NamedRecordValues>(initial: V, nameRef: RefObject<HTMLInputElement | null>): NamedRecordForm<V> {
  const [values, setValues] = useState(initial);
  const [showErrors, setShowErrors] = useState(false);
  const descriptionRef = useRef<HTMLTextAreaElement>(null);

  const check = checkNamedRecord(values);
  const errors = showErrors && !check.ok ? check.errors : {};
  const saved = checkNamedRecord(initial);
  const namedUnchanged = check.ok && saved.ok && check.input.name === saved.input.name && check.input.description === saved.input.description;

  function checkToSend() {
    setShowErrors(true);
    if (check.ok) return check.input;
    (check.errors.name ? nameRef : descriptionRef).current?.focus();
    return null;
  }

  return {
    values,
    setValues,
    namedUnchanged,
    fields: { values, errors, nameRef, descriptionRef, onChange: (change) => setValues((current) => ({ ...current, ...change })) },
    checkToSend,
  };
}
