/**
 * The Portfolios screen's icons: 24-unit stroke drawings in the current text colour (Chakra 3
 * ships no icon set; see also the shell's navIcons.tsx).
 */
import { createIcon, type IconProps } from '@chakra-ui/react';
import type { ComponentType, ReactElement } from 'react';

function strokeIcon(displayName: string, path: ReactElement | ReactElement[]): ComponentType<IconProps> {
  return createIcon({
    displayName,
    path,
    defaultProps: { fill: 'none', stroke: 'currentColor', strokeWidth: '1.75', strokeLinecap: 'round', strokeLinejoin: 'round' },
  });
}

export const PlusIcon = strokeIcon('PlusIcon', <path d="M12 5v14M5 12h14" />);

export const PencilIcon = strokeIcon('PencilIcon', [
  <path key="body" d="M4 20h4L19 9a2.8 2.8 0 0 0-4-4L4 16z" />,
  <path key="tip" d="m13.5 6.5 4 4" />,
]);

export const TrashIcon = strokeIcon('TrashIcon', [
  <path key="lid" d="M4 7h16M10 3.5h4" />,
  <path key="bin" d="M6 7l1 13h10l1-13" />,
  <path key="lines" d="M10 11v5M14 11v5" />,
]);

export const PieIcon = strokeIcon('PieIcon', [
  <path key="pie" d="M11 4a8 8 0 1 0 9 9h-9z" />,
  <path key="slice" d="M14.5 2.8A8 8 0 0 1 21.2 9.5h-6.7z" />,
]);
