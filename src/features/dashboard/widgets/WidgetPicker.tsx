/**
 * The widget picker: every widget the catalogue registers, with its title, description and type,
 * filtered by type or by words; choosing one adds it at the first free spot of the dashboard. It
 * stays open, so several widgets are added in one go: each Add is announced and counted, and Done
 * (or Escape) closes it.
 */
import { Badge, Box, Button, CloseButton, Dialog, HStack, Input, SegmentGroup, Stack, Text } from '@chakra-ui/react';
import { useMemo, useState } from 'react';
import { DialogShell } from '../../../ui/DialogShell';
import { WIDGETS } from '../../../widgets/catalogue';
import type { AnyWidgetDefinition, WidgetType } from '../../../widgets/framework/widgetTypes';
import { isPlanningWidget } from '../../../../common/billing';
import { PlanPrompt } from '../../billing/PlanPrompt';
import { usePlanPrompt } from '../../billing/usePlanPrompt';

type TypeFilter = 'All' | WidgetType;
const TYPE_FILTERS: TypeFilter[] = ['All', 'KPI', 'Chart', 'Table'];

export interface WidgetPickerProps {
  open: boolean;
  onClose: () => void;
  onPick: (definition: AnyWidgetDefinition) => Promise<void>;
}

export function WidgetPicker({ open, onClose, onPick }: WidgetPickerProps) {
  const [type, setType] = useState<TypeFilter>('All');
  const [search, setSearch] = useState('');
  const [adding, setAdding] = useState<string | null>(null);
  const [added, setAdded] = useState<{ counts: Record<string, number>; last: string | null }>({ counts: {}, last: null });
  const plan = usePlanPrompt();
  const shown = useMemo(() => {
    const words = search.trim().toLowerCase();
    return WIDGETS.filter((widget) => (type === 'All' || widget.type === type) && (!words || `${widget.title} ${widget.description}`.toLowerCase().includes(words)));
  }, [type, search]);

  async function pick(definition: AnyWidgetDefinition) {
    if (!plan.allows('planningWidgets', isPlanningWidget(definition.name))) return;
    setAdding(definition.name);
    try {
      await onPick(definition);
      setAdded((before) => ({ counts: { ...before.counts, [definition.name]: (before.counts[definition.name] ?? 0) + 1 }, last: definition.title }));
    } catch (error) {
      if (!plan.fromError(error)) throw error;
    } finally {
      setAdding(null);
    }
  }

  return (
    <DialogShell open={open} onClose={onClose} scrollBehavior="inside" size={{ base: 'full', md: 'lg' }}>
      <Dialog.Content aria-label="Add a widget">
        <Dialog.Header flexDirection="column" alignItems="stretch" gap="3">
          <Dialog.Title>Add a widget</Dialog.Title>
          <HStack gap="2" wrap="wrap">
            <SegmentGroup.Root size="sm" value={type} onValueChange={(details) => setType((details.value as TypeFilter | null) ?? 'All')} aria-label="Widget type">
              <SegmentGroup.Indicator />
              <SegmentGroup.Items items={TYPE_FILTERS} />
            </SegmentGroup.Root>
            <Input size="sm" flex="1" minW="40" placeholder="Search widgets" aria-label="Search widgets" value={search} onChange={(event) => setSearch(event.currentTarget.value)} />
          </HStack>
        </Dialog.Header>
        <Dialog.Body>
          {plan.feature ? (
            <Box mb="3">
              <PlanPrompt feature={plan.feature} onDismiss={plan.dismiss} />
            </Box>
          ) : null}
          <Stack gap="2" as="ul" listStyleType="none" aria-label="Widgets">
            {shown.map((widget) => (
              <HStack as="li" key={widget.name} gap="3" p="3" borderWidth="1px" borderColor="border" rounded="l2" align="start">
                <Stack gap="1" flex="1" minW="0">
                  <HStack gap="2">
                    <Text fontWeight="semibold">{widget.title}</Text>
                    <Badge size="sm" variant="subtle" colorPalette={widget.type === 'KPI' ? 'blue' : widget.type === 'Chart' ? 'purple' : 'teal'}>
                      {widget.type}
                    </Badge>
                  </HStack>
                  <Text textStyle="sm" color="fg.muted">
                    {widget.description}
                  </Text>
                </Stack>
                <Stack gap="1" align="end" flexShrink={0}>
                  <Button size="sm" variant="outline" aria-label={`Add ${widget.title}`} loading={adding === widget.name} disabled={adding !== null} onClick={() => void pick(widget)}>
                    Add
                  </Button>
                  {added.counts[widget.name] ? (
                    <Text textStyle="xs" color="fg.muted">
                      Added{added.counts[widget.name]! > 1 ? ` ×${added.counts[widget.name]}` : ''}
                    </Text>
                  ) : null}
                </Stack>
              </HStack>
            ))}
            {shown.length === 0 ? <Text color="fg.muted">No widget matches.</Text> : null}
          </Stack>
        </Dialog.Body>
        <Dialog.Footer justifyContent="space-between">
          <Text role="status" textStyle="sm" color="fg.muted">
            {added.last ? `${added.last} added to the dashboard.` : ''}
          </Text>
          <Button colorPalette="primary" onClick={onClose}>
            Done
          </Button>
        </Dialog.Footer>
        <Dialog.CloseTrigger asChild>
          <CloseButton size="sm" />
        </Dialog.CloseTrigger>
      </Dialog.Content>
    </DialogShell>
  );
}
