/**
 * The app's icons: simple 24-unit stroke drawings in the current text colour, so they follow
 * their element's state and every theme. Chakra 3 ships no icon set, and one is not worth a
 * dependency for a handful of glyphs.
 */
import { createIcon, type IconProps } from '@chakra-ui/react';
import type { ComponentType, ReactElement } from 'react';

export type AppIcon = ComponentType<IconProps>;

export function strokeIcon(displayName: string, path: ReactElement | ReactElement[]): AppIcon {
  return createIcon({
    displayName,
    path,
    defaultProps: { fill: 'none', stroke: 'currentColor', strokeWidth: '1.75', strokeLinecap: 'round', strokeLinejoin: 'round' },
  });
}

export const PlusIcon = strokeIcon('PlusIcon', <path d="M12 5v14M5 12h14" />);

export const PencilIcon = strokeIcon('PencilIcon', [
  <path key="body" d="M4 20h4L19 9a2.8 2.8 0 0 0-4-4L4 16z" />,
  <path key="edge" d="m13.5 6.5 4 4" />,
]);

export const TrashIcon = strokeIcon('TrashIcon', [
  <path key="lid" d="M4 7h16M9.5 7V4.5h5V7" />,
  <path key="bin" d="M6.5 7l1 13h9l1-13" />,
  <path key="lines" d="M10.5 11v5.5M13.5 11v5.5" />,
]);

export const PieIcon = strokeIcon('PieIcon', [
  <path key="pie" d="M11 4a8 8 0 1 0 9 9h-9z" />,
  <path key="slice" d="M14.5 2.8A8 8 0 0 1 21.2 9.5h-6.7z" />,
]);

export const BankIcon = strokeIcon('BankIcon', [
  <path key="roof" d="M3 9 12 4l9 5H3z" />,
  <path key="columns" d="M6 12v5M10 12v5M14 12v5M18 12v5" />,
  <path key="base" d="M3 20.5h18" />,
]);

export const ChevronLeftIcon = strokeIcon('ChevronLeftIcon', <path d="m15 6-6 6 6 6" />);

export const ChevronRightIcon = strokeIcon('ChevronRightIcon', <path d="m9 6 6 6-6 6" />);

export const BellIcon = strokeIcon('BellIcon', [
  <path key="bell" d="M6 16.5V11a6 6 0 0 1 12 0v5.5l1.5 2h-15z" />,
  <path key="clapper" d="M10 20.5a2 2 0 0 0 4 0" />,
]);

export const AssistantIcon = strokeIcon('AssistantIcon', [
  <path key="bubble" d="M4.5 5.5h15v10h-8l-4.5 3.5v-3.5h-2.5z" />,
  <path key="spark" d="M12 7.8v4.4M9.8 10h4.4" />,
]);
