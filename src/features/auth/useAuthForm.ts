import { useState, type ChangeEvent, type FormEvent } from 'react';
import type { FieldErrors } from './authValidation';
import { reportAuthError } from './authErrorMessage';

export interface AuthForm<Values extends Record<string, string>> {
  values: Values;
  fieldErrors: FieldErrors<keyof Values & string>;
  /** The sentence for a failed request, shown above the submit button. */
  formError: string | null;
  submitting: boolean;
  /** onChange handler for the input named `field`; clears that field's message. */
  bind: (field: keyof Values & string) => (event: ChangeEvent<HTMLInputElement>) => void;
  onSubmit: (event: FormEvent<HTMLFormElement>) => void;
}

/**
 * The state every auth form shares: values, field-level messages from `validate` (checked before
 * any request, which is only sent when there are none), a busy flag, and the request's error as
 * one readable sentence (also logged).
 */
export function useAuthForm<Values extends Record<string, string>>(options: {
  initialValues: Values;
  validate: (values: Values) => FieldErrors<keyof Values & string>;
  submit: (values: Values) => Promise<void>;
  /** Names the action in the log ("sign-in"). */
  action: string;
  /** Errors the screen handles itself (a clash leading to another screen): return true. */
  onError?: (error: unknown) => boolean;
}): AuthForm<Values> {
  const { initialValues, validate, submit, action, onError } = options;
  const [values, setValues] = useState(initialValues);
  const [fieldErrors, setFieldErrors] = useState<FieldErrors<keyof Values & string>>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [submitting, setSubmitting] = useState(false);

  const bind = (field: keyof Values & string) => (event: ChangeEvent<HTMLInputElement>) => {
    const { value } = event.target;
    setValues((previous) => ({ ...previous, [field]: value }));
    setFieldErrors((previous) => ({ ...previous, [field]: undefined }));
  };

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (submitting) return;
    const errors = validate(values);
    setFieldErrors(errors);
    setFormError(null);
    if (Object.keys(errors).length > 0) {
      // Focus goes to the first field to fix, once it is marked invalid.
      const form = event.currentTarget;
      requestAnimationFrame(() => form.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus());
      return;
    }
    setSubmitting(true);
    // On success the screen moves on (often to a lazily loaded route): staying busy until then
    // keeps the button from being pressed twice and the screen from reacting to the new session.
    submit(values).catch((error: unknown) => {
      setSubmitting(false);
      if (!onError?.(error)) setFormError(reportAuthError(action, error));
    });
  };

  return { values, fieldErrors, formError, submitting, bind, onSubmit };
}
