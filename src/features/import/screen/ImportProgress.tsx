import { HStack, Progress, Text } from '@chakra-ui/react';

interface ImportProgressProps {
  /** What is going on, e.g. "Reading trades.csv" or "Uploading 30,000 of 100,000 rows". */
  label: string;
  /** 0..100, or null while the end cannot be told (the commit). */
  percent: number | null;
}

/**
 * A labelled progress bar: the bar is a progressbar named by its label (not only by "42%"). The
 * label is the live region, so a screen reader hears each new stage ("Uploading 20,000 of …")
 * rather than every percent.
 */
export function ImportProgress({ label, percent }: ImportProgressProps) {
  const rounded = percent === null ? null : Math.min(100, Math.max(0, Math.round(percent)));
  return (
    <Progress.Root value={rounded} size="sm" colorPalette="primary">
      <HStack justify="space-between" mb="1" gap="3">
        <Progress.Label asChild>
          <Text textStyle="sm" role="status" aria-live="polite" truncate>
            {label}
          </Text>
        </Progress.Label>
        {rounded !== null && <Progress.ValueText textStyle="sm" aria-live="off">{rounded}%</Progress.ValueText>}
      </HStack>
      <Progress.Track aria-label={label}>
        <Progress.Range />
      </Progress.Track>
    </Progress.Root>
  );
}
