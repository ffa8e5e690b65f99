/**
 * The list of dashboards beside the current one: switch, create, rename, recolour
 * (indicatorColor), duplicate, delete, and reorder by dragging (or with the menu's move up and
 * down, for keyboards and touch). Hidden with hideSidebar.
 */
import { Box, Button, HStack, IconButton, Stack, Text } from '@chakra-ui/react';
import { useState, type DragEvent } from 'react';
import { NavLink } from 'react-router';
import { PlusIcon } from '../../ui/icons';
import type { DashboardFieldsFragment } from '../../generated/graphql';
import { dashboardPath } from './dashboardPath';
import { DeferredActionsMenu } from './menu/DeferredActionsMenu';
import { GripIcon } from './widgets/widgetIcons';

export interface DashboardSidebarProps {
  dashboards: readonly DashboardFieldsFragment[];
  currentId: string;
  onCreate: () => void;
  onRename: (dashboard: DashboardFieldsFragment) => void;
  onRecolour: (dashboard: DashboardFieldsFragment) => void;
  onDuplicate: (dashboard: DashboardFieldsFragment) => void;
  onDelete: (dashboard: DashboardFieldsFragment) => void;
  onReorder: (ids: string[]) => void;
}

/** The ids with `moved` put where `target` is. */
export function moveId(ids: readonly string[], moved: string, target: string): string[] {
  if (moved === target) return [...ids];
  const without = ids.filter((id) => id !== moved);
  const at = without.indexOf(target);
  const from = ids.indexOf(moved);
  const to = ids.indexOf(target);
  without.splice(from < to ? at + 1 : at, 0, moved);
  return without;
}

export function DashboardSidebar({ dashboards, currentId, onCreate, onRename, onRecolour, onDuplicate, onDelete, onReorder }: DashboardSidebarProps) {
  const [dragged, setDragged] = useState<string | null>(null);
  const [over, setOver] = useState<string | null>(null);
  const ids = dashboards.map((dashboard) => dashboard._id);

  function drop(event: DragEvent, target: string) {
    event.preventDefault();
    const moved = dragged ?? event.dataTransfer.getData('text/plain');
    setDragged(null);
    setOver(null);
    if (!moved || moved === target) return;
    onReorder(moveId(ids, moved, target));
  }

  return (
    <Stack as="nav" aria-label="Dashboards" gap="1" data-tour="dashboard-sidebar" p="3" h="full">
      <HStack justify="space-between" px="1" pb="1">
        <Text textStyle="xs" fontWeight="bold" color="fg.muted" textTransform="uppercase" letterSpacing="wide">
          Dashboards
        </Text>
        <IconButton aria-label="New dashboard" size="2xs" variant="ghost" onClick={onCreate}>
          <PlusIcon />
        </IconButton>
      </HStack>
      <Stack as="ul" gap="0.5" listStyleType="none">
        {dashboards.map((dashboard, index) => (
          <HStack
            as="li"
            key={dashboard._id}
            gap="1"
            rounded="l2"
            draggable
            onDragStart={(event: DragEvent) => {
              event.dataTransfer.setData('text/plain', dashboard._id);
              event.dataTransfer.effectAllowed = 'move';
              setDragged(dashboard._id);
            }}
            onDragOver={(event: DragEvent) => {
              event.preventDefault();
              setOver(dashboard._id);
            }}
            onDragLeave={() => setOver((current) => (current === dashboard._id ? null : current))}
            onDrop={(event: DragEvent) => drop(event, dashboard._id)}
            onDragEnd={() => {
              setDragged(null);
              setOver(null);
            }}
            outline={over === dashboard._id && dragged !== dashboard._id ? '2px dashed' : undefined}
            outlineColor="primary.solid"
            opacity={dragged === dashboard._id ? 0.5 : 1}
            bg={dashboard._id === currentId ? 'bg.muted' : undefined}
            _hover={{ bg: 'bg.subtle' }}
            data-dashboard={dashboard.name}
          >
            <GripIcon boxSize="3.5" color="fg.subtle" cursor="grab" flexShrink="0" ms="1" aria-hidden />
            <Box asChild flex="1" minW="0" py="1.5" display="flex" alignItems="center" gap="2" fontWeight={dashboard._id === currentId ? 'semibold' : 'normal'}>
              <NavLink to={dashboardPath(dashboard)} aria-current={dashboard._id === currentId ? 'page' : undefined}>
                <Box boxSize="2.5" rounded="full" flexShrink="0" bg={dashboard.indicatorColor ?? 'border.emphasized'} aria-hidden />
                <Text as="span" truncate textStyle="sm">
                  {dashboard.name}
                </Text>
              </NavLink>
            </Box>
            <DeferredActionsMenu
              label={`Actions for ${dashboard.name}`}
              actions={[
                { value: 'rename', label: 'Rename', onSelect: () => onRename(dashboard) },
                { value: 'recolour', label: 'Change colour', onSelect: () => onRecolour(dashboard) },
                { value: 'duplicate', label: 'Duplicate', onSelect: () => onDuplicate(dashboard) },
                { value: 'up', label: 'Move up', disabled: index === 0, onSelect: () => onReorder(moveId(ids, dashboard._id, ids[index - 1]!)) },
                { value: 'down', label: 'Move down', disabled: index === ids.length - 1, onSelect: () => onReorder(moveId(ids, dashboard._id, ids[index + 1]!)) },
                { value: 'delete', label: 'Delete', danger: true, separated: true, disabled: dashboards.length === 1, onSelect: () => onDelete(dashboard) },
              ]}
            />
          </HStack>
        ))}
      </Stack>
      <Button size="xs" variant="ghost" justifyContent="flex-start" mt="1" onClick={onCreate}>
        <PlusIcon /> New dashboard
      </Button>
    </Stack>
  );
}
