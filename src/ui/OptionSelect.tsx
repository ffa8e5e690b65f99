import { NativeSelect } from '@chakra-ui/react';

export interface SelectOption<V extends string> {
  value: V;
  label: string;
}

interface OptionSelectProps<V extends string> {
  value: V;
  options: readonly SelectOption<V>[];
  onChange: (value: V) => void;
  size?: 'xs' | 'sm' | 'md' | 'lg';
  width?: string;
  /** Without a Field.Label around it, the select's accessible name. */
  'aria-label'?: string;
  'aria-describedby'?: string;
}

/** A native select of typed options: keyboard- and screen-reader-friendly everywhere, phones included. */
export function OptionSelect<V extends string>({ value, options, onChange, size, width, ...aria }: OptionSelectProps<V>) {
  return (
    <NativeSelect.Root {...(size && { size })} {...(width && { width })}>
      {/* The options are exactly `options`, so the chosen value is one of V. */}
      <NativeSelect.Field {...aria} value={value} onChange={(event) => onChange(event.currentTarget.value as V)}>
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </NativeSelect.Field>
      <NativeSelect.Indicator />
    </NativeSelect.Root>
  );
}
