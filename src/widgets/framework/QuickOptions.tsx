/**
 * A widget's quick options (the transaction timeline's "Last week", "Last month"...): presets of
 * its settings as a row of small buttons above its content. Choosing one writes its settings into
 * the widget's config and saves them; the option whose settings the config holds shows pressed.
 * Shown only where the widget can write its config (not in an embed or a read-only view).
 */
import { Button, ButtonGroup, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { canonicalJson } from '../../lib/canonicalJson';
import { errorMessage } from '../../ui/errorMessage';
import { useWriteConfig } from './useWidgetConfigWriter';
import type { QuickOption } from './widgetTypes';

/** Whether the config holds every setting of the option. */
export function holdsOption(config: Readonly<Record<string, unknown>>, option: QuickOption): boolean {
  return Object.entries(option.config).every(([key, value]) => canonicalJson(config[key]) === canonicalJson(value));
}

export function QuickOptions({ options, config, label }: { options: readonly QuickOption[]; config: Readonly<Record<string, unknown>>; label: string }) {
  const write = useWriteConfig();
  const [saving, setSaving] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  if (!write || options.length === 0) return null;

  async function choose(option: QuickOption) {
    if (!write) return;
    setSaving(option.label);
    setFailure(null);
    try {
      await write(option.config);
    } catch (error) {
      setFailure(`Not saved: ${errorMessage(error)}`);
    } finally {
      setSaving(null);
    }
  }

  return (
    <>
      <ButtonGroup size="2xs" variant="outline" attached role="group" aria-label={label} flexShrink={0} flexWrap="wrap">
        {options.map((option) => {
          const pressed = holdsOption(config, option);
          return (
            <Button
              key={option.label}
              aria-pressed={pressed}
              variant={pressed ? 'subtle' : 'outline'}
              fontWeight={pressed ? 'semibold' : 'normal'}
              loading={saving === option.label}
              disabled={saving !== null}
              onClick={() => void choose(option)}
            >
              {option.label}
            </Button>
          );
        })}
      </ButtonGroup>
      {failure ? (
        <Text role="alert" textStyle="xs" color="fg.error">
          {failure}
        </Text>
      ) : null}
    </>
  );
}
