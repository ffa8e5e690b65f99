/**
 * The label on a figure built on the simulated market provider's made-up data (demo mode), so it
 * never passes for a market figure; `title` says which figure it is.
 */
import { Badge } from '@chakra-ui/react';

export function SimulatedBadge({ title }: { title: string }) {
  return (
    <Badge size="xs" colorPalette="gray" variant="subtle" title={title} flexShrink="0">
      simulated
    </Badge>
  );
}
