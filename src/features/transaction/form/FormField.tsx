import { Field, type FieldRootProps } from '@chakra-ui/react';
import { useId, type ReactNode } from 'react';

interface FormFieldProps extends Omit<FieldRootProps, 'children' | 'invalid' | 'ids'> {
  label: ReactNode;
  error?: string | undefined;
  helper?: ReactNode;
  /** A helper that warns rather than explains. */
  helperTone?: 'muted' | 'warning';
  /** The control, given the id list that describes it. */
  children: (describedBy: string | undefined) => ReactNode;
}

/**
 * A labelled control with its helper or error text. Chakra's Field points the control at its
 * error only through aria-errormessage, which several screen readers ignore; the control here is
 * also described by whichever text is showing.
 */
export function FormField({ label, error, helper, helperTone = 'muted', children, ...rootProps }: FormFieldProps) {
  const id = useId();
  const ids = { errorText: `${id}-error`, helperText: `${id}-helper` };
  const describedBy = error ? ids.errorText : helper ? ids.helperText : undefined;
  return (
    <Field.Root ids={ids} invalid={!!error} {...rootProps}>
      <Field.Label>
        {label}
        <Field.RequiredIndicator />
      </Field.Label>
      {children(describedBy)}
      {error ? (
        <Field.ErrorText>{error}</Field.ErrorText>
      ) : (
        helper && <Field.HelperText color={helperTone === 'warning' ? 'fg.warning' : 'fg.muted'}>{helper}</Field.HelperText>
      )}
    </Field.Root>
  );
}
