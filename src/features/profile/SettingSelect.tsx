import { Field, NativeSelect } from '@chakra-ui/react';

export interface SettingOption<T extends string> {
  value: T;
  label: string;
}

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
      <NativeSelect.Root>
        <NativeSelect.Field
          value={value}
          // The options are exactly `options`, so the chosen value is one of T.
          onChange={(event) => onChange(event.currentTarget.value as T)}
        >
          {options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </NativeSelect.Field>
        <NativeSelect.Indicator />
      </NativeSelect.Root>
      {helperText && <Field.HelperText>{helperText}</Field.HelperText>}
    </Field.Root>
  );
}
