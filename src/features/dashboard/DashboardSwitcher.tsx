/** Below the lg breakpoint the dashboards sidebar gives way to this compact switcher. */
import { Box, IconButton, NativeSelect } from '@chakra-ui/react';
import { PlusIcon } from '../../ui/icons';
import type { DashboardFieldsFragment } from '../../generated/graphql';

export interface DashboardSwitcherProps {
  dashboards: readonly DashboardFieldsFragment[];
  currentId: string;
  onOpen: (dashboard: DashboardFieldsFragment) => void;
  onCreate: () => void;
}

export function DashboardSwitcher({ dashboards, currentId, onOpen, onCreate }: DashboardSwitcherProps) {
  return (
    <Box hideFrom="lg" display="flex" gap="1" alignItems="center" flex="1" minW={{ base: 'full', sm: '48' }}>
      <NativeSelect.Root size="sm" flex="1">
        <NativeSelect.Field
          aria-label="Dashboard"
          value={currentId}
          onChange={(event) => {
            const target = dashboards.find((dashboard) => dashboard._id === event.currentTarget.value);
            if (target) onOpen(target);
          }}
        >
          {dashboards.map((dashboard) => (
            <option key={dashboard._id} value={dashboard._id}>
              {dashboard.name}
            </option>
          ))}
        </NativeSelect.Field>
        <NativeSelect.Indicator />
      </NativeSelect.Root>
      <IconButton aria-label="New dashboard" size="sm" variant="ghost" onClick={onCreate}>
        <PlusIcon />
      </IconButton>
    </Box>
  );
}
