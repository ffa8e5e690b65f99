/**
 * A table's columnVisibility in the settings form: a checklist for wide screens and one for
 * phones, so the phone's columns can be chosen from a computer too. Each keeps one column.
 */
import { Checkbox, Fieldset, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { TABLE_LAYOUTS, type ColumnVisibilityField, type PerTableLayout } from '../../../widgets/framework/configFields';

const LAYOUT_LABELS = { default: 'Wide screens', mobile: 'Phones' } as const;

export function ColumnsControl({ field, value, onChange }: { field: ColumnVisibilityField; value: unknown; onChange: (value: unknown) => void }) {
  // The form starts from the resolved config, so the value is the field's type; anything else shows the defaults.
  const visibility = (field.parse(value) ?? field.defaultValue) as PerTableLayout<Record<string, boolean>>;
  return (
    <Fieldset.Root>
      <Fieldset.Legend textStyle="sm" fontWeight="medium">
        {field.label}
      </Fieldset.Legend>
      <SimpleGrid columns={2} gap="4">
        {TABLE_LAYOUTS.map((layout) => {
          const shown = visibility[layout];
          const last = field.columns.filter((column) => shown[column.value]).length === 1;
          return (
            <Stack key={layout} gap="1.5" role="group" aria-label={`${field.label} on ${LAYOUT_LABELS[layout].toLowerCase()}`}>
              <Text textStyle="xs" color="fg.muted">
                {LAYOUT_LABELS[layout]}
              </Text>
              {field.columns.map((column) => (
                <Checkbox.Root
                  key={column.value}
                  size="sm"
                  checked={shown[column.value] === true}
                  disabled={last && shown[column.value] === true}
                  onCheckedChange={(details) => onChange({ ...visibility, [layout]: { ...shown, [column.value]: details.checked === true } })}
                >
                  <Checkbox.HiddenInput />
                  <Checkbox.Control />
                  <Checkbox.Label>{column.label}</Checkbox.Label>
                </Checkbox.Root>
              ))}
            </Stack>
          );
        })}
      </SimpleGrid>
      <Fieldset.HelperText>The table’s Columns menu changes them too; the header sorts.</Fieldset.HelperText>
    </Fieldset.Root>
  );
}
