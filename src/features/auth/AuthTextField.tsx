import { Field, Input } from '@chakra-ui/react';
import type { ChangeEvent } from 'react';

interface AuthTextFieldProps {
  label: string;
  name: string;
  type?: 'text' | 'email' | 'password';
  autoComplete: string;
  value: string;
  onChange: (event: ChangeEvent<HTMLInputElement>) => void;
  error?: string | undefined;
  helperText?: string;
  readOnly?: boolean;
}

/** One labelled input of an auth form, with its field-level message. */
export function AuthTextField({ label, name, type = 'text', autoComplete, value, onChange, error, helperText, readOnly }: AuthTextFieldProps) {
  return (
    <Field.Root invalid={!!error} readOnly={readOnly}>
      <Field.Label>{label}</Field.Label>
      <Input name={name} type={type} autoComplete={autoComplete} value={value} onChange={onChange} size="lg" />
      {helperText && !error && <Field.HelperText>{helperText}</Field.HelperText>}
      {error && <Field.ErrorText>{error}</Field.ErrorText>}
    </Field.Root>
  );
}
