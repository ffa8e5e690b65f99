/** A menu of actions behind an icon button (the dashboard's widget and sidebar menus). */
import { IconButton, Menu, Portal } from '@chakra-ui/react';
import { useEffect, useRef, useState } from 'react';
import { MoreIcon } from '../widgets/widgetIcons';

export interface MenuAction {
  value: string;
  label: string;
  onSelect: () => void;
  disabled?: boolean;
  danger?: boolean;
  /** A separator goes before this item. */
  separated?: boolean;
}

export interface ActionsMenuProps {
  label: string;
  actions: readonly MenuAction[];
  /** Opened as soon as it mounts: it was loaded by a click on its button. */
  defaultOpen?: boolean;
}

export function ActionsMenu({ label, actions, defaultOpen = false }: ActionsMenuProps) {
  // Opened on mount, the menu gets neither the focus nor the first item's highlight that opening
  // from its trigger gives; without them a keyboard user's Enter or arrows would go nowhere.
  const contentRef = useRef<HTMLDivElement>(null);
  const [highlighted, setHighlighted] = useState<string | null>(defaultOpen ? (actions.find((action) => !action.disabled)?.value ?? null) : null);
  useEffect(() => {
    if (!defaultOpen) return;
    const frame = requestAnimationFrame(() => contentRef.current?.focus({ preventScroll: true }));
    return () => cancelAnimationFrame(frame);
  }, [defaultOpen]);
  return (
    <Menu.Root
      positioning={{ placement: 'bottom-end' }}
      defaultOpen={defaultOpen}
      highlightedValue={highlighted}
      onHighlightChange={(details) => setHighlighted(details.highlightedValue)}
    >
      <Menu.Trigger asChild>
        <IconButton aria-label={label} size="2xs" variant="ghost">
          <MoreIcon />
        </IconButton>
      </Menu.Trigger>
      <Portal>
        <Menu.Positioner>
          <Menu.Content ref={contentRef}>
            {actions.map((action) => [
              action.separated ? <Menu.Separator key={`${action.value}-separator`} /> : null,
              <Menu.Item key={action.value} value={action.value} disabled={action.disabled} color={action.danger ? 'fg.error' : undefined} onSelect={action.onSelect}>
                {action.label}
              </Menu.Item>,
            ])}
          </Menu.Content>
        </Menu.Positioner>
      </Portal>
    </Menu.Root>
  );
}
