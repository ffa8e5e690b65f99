import { Field } from '@chakra-ui/react';
import { OptionSelect, type SelectOption } from '../../ui/OptionSelect';

export type SettingOption<T extends string> = SelectOption<T>;

interface SettingSelectProps<T extends string> {
  label: string;
  helperText?: string;
  value: T;
  options: readonly SettingOption<T>[];
  disabled?: boolean;
  onChange: (value: T) => void;
}

/** A labelled native select for one setting: keyboard- and screen-reader-friendly everywhere. */
export function SettingSelect<T extends string>({ label, helperText, value, options, disabled, onChange }: SettingSelectProps<T>) {
  return (
    <Field.Root disabled={disabled}>
      <Field.Label>{label}</Field.Label>
      <OptionSelect value={value} options={options} onChange={onChange} />
      {helperText && <Field.HelperText>{helperText}</Field.HelperText>}
    </Field.Root>
  );
}
