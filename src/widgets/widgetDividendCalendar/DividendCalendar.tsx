/**
 * The dividends calendar: a month (Monday first) with each payout's ex-date and pay date on its
 * day, browsed a month at a time, opening on the month of the answer's asOf, whose day is marked
 * as today (the server's today, the one the payouts' statuses are decided on). A widget narrower
 * than 480 px lists the month's dates instead: seven columns of chips would not fit.
 */
import { Box, Button, Circle, HStack, IconButton, Stack, Table, Text, VisuallyHidden } from '@chakra-ui/react';
import { format, parseISO } from 'date-fns';
import { useMemo, useState } from 'react';
import { ChevronLeftIcon, ChevronRightIcon } from '../../ui/icons';
import { useShowLabel } from '../framework/widgetDisplay';
import type { WidgetComponentProps } from '../framework/widgetTypes';
import { DividendWidget, type DividendFormats, type DividendPayout, type Dividends } from '../sharedDividends/DividendWidget';
import { longMonth, monthOf, shiftMonth } from '../sharedDividends/months';
import { incomeIn, STATUS_LABELS } from '../sharedDividends/payouts';
import { useCellFormat, type CellFormat } from '../sharedTable/useCellFormat';
import { calendarEvents, calendarWeeks, clampMonth, monthBounds, type CalendarEvent } from './calendarMonth';
import type { DividendCalendarConfig } from './definition';
import { EventChip } from './EventChip';

/** The container the grid and the list measure themselves against. */
const CONTAINER = 'dividend-calendar';
const NARROW = `@container ${CONTAINER} (max-width: 479px)`;
const WIDE_ONLY = { [NARROW]: { display: 'none' } };
const NARROW_ONLY = { display: 'none', [NARROW]: { display: 'block' } };

export function DividendCalendar({ config }: WidgetComponentProps<DividendCalendarConfig>) {
  return (
    <DividendWidget config={config} type="Chart" isEmpty={(dividends) => dividends.payouts.length === 0} emptyText="No dividends paid or expected for these holdings.">
      {(dividends, formats) => <CalendarMonth dividends={dividends} formats={formats} />}
    </DividendWidget>
  );
}

interface Formats {
  money: DividendFormats['money'];
  cell: CellFormat;
  currency: string;
}

function CalendarMonth({ dividends, formats }: { dividends: Dividends; formats: DividendFormats }) {
  const cell = useCellFormat();
  const events = useMemo(() => calendarEvents(dividends.payouts), [dividends.payouts]);
  const bounds = useMemo(() => monthBounds(dividends.asOf, events), [dividends.asOf, events]);
  const home = monthOf(dividends.asOf);
  // The month browsed to; null is asOf's month, so a new asOf (after midnight) moves an unbrowsed calendar.
  const [browsed, setBrowsed] = useState<string | null>(null);
  const month = clampMonth(browsed ?? home, bounds);
  const shown = useMemo(() => events.filter((event) => monthOf(event.day) === month), [events, month]);
  const fmt: Formats = { money: formats.money, cell, currency: dividends.currency };
  const title = longMonth(month);
  const go = (months: number) => setBrowsed(clampMonth(shiftMonth(month, months), bounds));

  return (
    <Stack h="full" gap="2" minH="0" css={{ containerType: 'inline-size', containerName: CONTAINER }} data-state="success">
      <HStack justify="space-between" gap="2" flexWrap="wrap" rowGap="1" flexShrink="0">
        <HStack gap="1">
          <IconButton size="xs" variant="ghost" aria-label="Previous month" title="Previous month" disabled={month <= bounds.first} onClick={() => go(-1)}>
            <ChevronLeftIcon />
          </IconButton>
          <Text as="h3" textStyle="sm" fontWeight="semibold" minW="28" textAlign="center" aria-live="polite" data-testid="calendar-month">
            {title}
          </Text>
          <IconButton size="xs" variant="ghost" aria-label="Next month" title="Next month" disabled={month >= bounds.last} onClick={() => go(1)}>
            <ChevronRightIcon />
          </IconButton>
          {month !== home ? (
            <Button size="xs" variant="outline" onClick={() => setBrowsed(null)}>
              Today
            </Button>
          ) : null}
        </HStack>
        {shown.length === 0 ? (
          <Text textStyle="xs" color="fg.muted">
            No ex-dates or payments in {title}.
          </Text>
        ) : (
          <MonthIncome events={shown} fmt={fmt} />
        )}
      </HStack>
      <Legend />
      <Box flex="1" minH="0" overflowY="auto">
        {/* The grid fills the widget's height, each week a sixth of it or more; a busy month scrolls. */}
        <Box h="full" css={WIDE_ONLY}>
          <MonthGrid month={month} title={title} today={dividends.asOf} events={shown} fmt={fmt} />
        </Box>
        <Box css={NARROW_ONLY}>
          <MonthList today={dividends.asOf} events={shown} fmt={fmt} />
        </Box>
      </Box>
    </Stack>
  );
}

/** What the month's pay dates bring, in the answer's currency (a payout without a rate cannot be added in). */
function MonthIncome({ events, fmt }: { events: readonly CalendarEvent[]; fmt: Formats }) {
  const payments = events.filter((event) => event.kind === 'pay');
  if (payments.length === 0) return null;
  const total = payments.reduce((sum, event) => sum + (incomeIn(event.payout, fmt.currency) ?? 0), 0);
  return (
    <Text textStyle="xs" color="fg.muted" data-testid="calendar-income">
      {payments.length === 1 ? '1 payment' : `${payments.length} payments`}:{' '}
      <Text as="span" fontWeight="semibold" color="fg" fontVariantNumeric="tabular-nums">
        {fmt.money(Math.round(total * 100) / 100)}
      </Text>
    </Text>
  );
}

function Legend() {
  // The widget's showLabel off: the chips keep their meaning in their accessible names and titles.
  if (!useShowLabel()) return null;
  return (
    <HStack as="ul" aria-label="Calendar key" gap="2" rowGap="1" flexWrap="wrap" listStyleType="none" flexShrink="0" textStyle="xs" color="fg.muted">
      <HStack as="li" gap="1">
        <EventChip kind="ex" status="paid" text="" />
        ex-dividend date
      </HStack>
      <HStack as="li" gap="1">
        <EventChip kind="pay" status="paid" text="" />
        payment date
      </HStack>
      <HStack as="li" gap="1">
        <EventChip kind="pay" status="paid" text="" />
        paid,
        <EventChip kind="pay" status="declared" text="" />
        declared,
        <EventChip kind="pay" status="estimated" text="" />
        estimated
      </HStack>
    </HStack>
  );
}

function describe(event: CalendarEvent, fmt: Formats): string {
  const { payout } = event;
  const what = event.kind === 'ex' ? 'ex-dividend date' : 'payment';
  const income = incomeIn(payout, fmt.currency);
  const total = income === null ? fmt.cell.money(payout.incomeTC, payout.currency) : fmt.money(income);
  const special = payout.special ? ', special dividend' : '';
  return `${payout.stock.ticker} ${what}, ${STATUS_LABELS[payout.status].toLowerCase()}${special}: ${fmt.cell.price(payout.amount, payout.currency)} a share, ${total} on ${fmt.cell.shares(payout.shares)} shares`;
}

function Chip({ event, fmt }: { event: CalendarEvent; fmt: Formats }) {
  return <EventChip kind={event.kind} status={event.payout.status} text={event.payout.stock.ticker} description={describe(event, fmt)} />;
}

function byDay(events: readonly CalendarEvent[]): Map<string, CalendarEvent[]> {
  const days = new Map<string, CalendarEvent[]>();
  for (const event of events) days.set(event.day, [...(days.get(event.day) ?? []), event]);
  return days;
}

function MonthGrid({ month, title, today, events, fmt }: { month: string; title: string; today: string; events: readonly CalendarEvent[]; fmt: Formats }) {
  const weeks = calendarWeeks(month);
  const days = byDay(events);
  return (
    <Table.Root size="sm" tableLayout="fixed" h="full" aria-label={`Dividends calendar, ${title}`} data-testid="calendar-grid">
      <Table.Header>
        <Table.Row>
          {weeks[0]!.map((day) => (
            <Table.ColumnHeader key={day} scope="col" abbr={format(parseISO(day), 'EEEE')} textAlign="center" px="1" color="fg.muted" textStyle="xs">
              {format(parseISO(day), 'EEE')}
            </Table.ColumnHeader>
          ))}
        </Table.Row>
      </Table.Header>
      <Table.Body>
        {weeks.map((week) => (
          <Table.Row key={week[0]}>
            {week.map((day) => {
              const isToday = day === today;
              const inMonth = monthOf(day) === month;
              return (
                <Table.Cell
                  key={day}
                  verticalAlign="top"
                  px="1"
                  py="1"
                  h="10"
                  colorPalette="primary"
                  bg={isToday ? 'colorPalette.subtle' : undefined}
                  aria-current={isToday ? 'date' : undefined}
                  data-day={day}
                >
                  <Stack gap="0.5" align="flex-start" minW="0">
                    {isToday ? (
                      <Circle size="5" bg="colorPalette.solid" color="colorPalette.contrast" textStyle="xs" fontWeight="bold">
                        {Number(day.slice(8))}
                        <VisuallyHidden>, today</VisuallyHidden>
                      </Circle>
                    ) : (
                      <Text textStyle="xs" color={inMonth ? 'fg.muted' : 'fg.subtle'} opacity={inMonth ? 1 : 0.6} lineHeight="1.25rem" px="1">
                        {Number(day.slice(8))}
                      </Text>
                    )}
                    {inMonth ? days.get(day)?.map((event) => <Chip key={event.key} event={event} fmt={fmt} />) : null}
                  </Stack>
                </Table.Cell>
              );
            })}
          </Table.Row>
        ))}
      </Table.Body>
    </Table.Root>
  );
}

function MonthList({ today, events, fmt }: { today: string; events: readonly CalendarEvent[]; fmt: Formats }) {
  const days = [...byDay(events)];
  return (
    <Stack as="ul" gap="2" listStyleType="none" aria-label="Dividend dates this month" data-testid="calendar-list">
      {days.map(([day, dayEvents]) => (
        <Box as="li" key={day} aria-current={day === today ? 'date' : undefined}>
          <Text textStyle="xs" fontWeight="semibold" color={day === today ? 'primary.fg' : 'fg.muted'} mb="0.5">
            {format(parseISO(day), 'EEE d MMM')}
            {day === today ? ' · today' : ''}
          </Text>
          <Stack as="ul" gap="1" listStyleType="none">
            {dayEvents.map((event) => (
              <ListRow key={event.key} event={event} fmt={fmt} />
            ))}
          </Stack>
        </Box>
      ))}
    </Stack>
  );
}

function ListRow({ event, fmt }: { event: CalendarEvent; fmt: Formats }) {
  const { payout } = event;
  return (
    <HStack as="li" gap="2" justify="space-between" textStyle="xs" minW="0">
      <HStack gap="1.5" minW="0">
        <Chip event={event} fmt={fmt} />
        <Text color="fg.muted" truncate aria-hidden>
          {payout.stock.name}
        </Text>
      </HStack>
      <Text aria-hidden whiteSpace="nowrap" fontVariantNumeric="tabular-nums" color={payout.status === 'paid' ? 'fg' : 'fg.muted'}>
        {listAmount(payout, event.kind, fmt)}
        {payout.status === 'paid' ? '' : ` · ${STATUS_LABELS[payout.status].toLowerCase()}`}
      </Text>
    </HStack>
  );
}

/** A pay date shows the income; an ex-date the amount a share (what owning the shares that day earns). */
function listAmount(payout: DividendPayout, kind: CalendarEvent['kind'], fmt: Formats): string {
  if (kind === 'ex') return `${fmt.cell.price(payout.amount, payout.currency)} a share`;
  const income = incomeIn(payout, fmt.currency);
  return income === null ? fmt.cell.money(payout.incomeTC, payout.currency) : fmt.money(income);
}
