import { Badge } from '@chakra-ui/react';
import { KIND_PALETTES, type TransactionKind } from './kindPalettes';

/** A transaction's kind in its colour (Buy green, Sell orange, Income blue, Split purple). */
export function KindBadge({ kind }: { kind: TransactionKind }) {
  return (
    <Badge colorPalette={KIND_PALETTES[kind]} variant="subtle" size="sm" flexShrink="0">
      {kind}
    </Badge>
  );
}
