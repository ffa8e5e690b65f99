import { Field, Switch } from '@chakra-ui/react';

export interface SettingSwitchProps {
  name?: string;
  label: string;
  /** What turning it on changes, in one sentence. */
  help: string;
  checked: boolean;
  disabled?: boolean;
  onChange: (checked: boolean) => void;
}

/**
 * A setting as a switch, named by its label and described by the sentence under it (the field
 * links them). Announced as a switch, which is what it looks like, rather than a checkbox.
 */
export function SettingSwitch({ name, label, help, checked, disabled, onChange }: SettingSwitchProps) {
  return (
    <Field.Root disabled={disabled}>
      <Switch.Root name={name} checked={checked} disabled={disabled} onCheckedChange={(details) => onChange(details.checked)}>
        <Switch.HiddenInput role="switch" />
        <Switch.Control />
        <Switch.Label>{label}</Switch.Label>
      </Switch.Root>
      <Field.HelperText>{help}</Field.HelperText>
    </Field.Root>
  );
}
