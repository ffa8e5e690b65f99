import { Badge, Card, Link, Table, Text } from '@chakra-ui/react';
import type { StripeInvoicesQuery } from '../../generated/graphql';
import { formatCurrency } from '../../lib/format';
import { formatBillingDate } from './billingFormat';

type Invoice = StripeInvoicesQuery['getStripeInvoices'][number];

/** Stripe's invoice statuses in words, with a colour; another status shows as Stripe names it. */
const STATUS: Readonly<Record<string, { label: string; palette: string }>> = {
  paid: { label: 'Paid', palette: 'green' },
  open: { label: 'Due', palette: 'orange' },
  draft: { label: 'Draft', palette: 'gray' },
  void: { label: 'Void', palette: 'gray' },
  uncollectible: { label: 'Unpaid', palette: 'red' },
};

export function InvoiceTable({ invoices, locale }: { invoices: readonly Invoice[]; locale: string }) {
  return (
    <Card.Root as="section" aria-label="Invoices" bg="bg.panel">
      <Card.Header>
        <Card.Title as="h2">Invoices</Card.Title>
      </Card.Header>
      <Card.Body>
        {invoices.length === 0 ? (
          <Text color="fg.muted">No invoices yet. They appear here once you subscribe.</Text>
        ) : (
          // Positioned, so the screen-reader-only texts stay inside it instead of widening a phone's page.
          <Table.ScrollArea position="relative">
            <Table.Root size="sm">
              <Table.Header>
                <Table.Row>
                  <Table.ColumnHeader>Date</Table.ColumnHeader>
                  <Table.ColumnHeader>Description</Table.ColumnHeader>
                  <Table.ColumnHeader textAlign="end">Amount</Table.ColumnHeader>
                  <Table.ColumnHeader>Status</Table.ColumnHeader>
                  <Table.ColumnHeader>
                    <Text srOnly>Invoice</Text>
                  </Table.ColumnHeader>
                </Table.Row>
              </Table.Header>
              <Table.Body>
                {invoices.map((invoice) => {
                  const status = STATUS[invoice.status] ?? { label: invoice.status, palette: 'gray' };
                  return (
                    <Table.Row key={invoice.id}>
                      <Table.Cell whiteSpace="nowrap">{formatBillingDate(invoice.date, locale)}</Table.Cell>
                      <Table.Cell>{invoice.description ?? '—'}</Table.Cell>
                      <Table.Cell textAlign="end" whiteSpace="nowrap" fontVariantNumeric="tabular-nums">
                        {formatCurrency(invoice.amount, invoice.currency, { locale })}
                      </Table.Cell>
                      <Table.Cell>
                        <Badge colorPalette={status.palette}>{status.label}</Badge>
                      </Table.Cell>
                      <Table.Cell>
                        {invoice.hosted_invoice_url ? (
                          <Link href={invoice.hosted_invoice_url} target="_blank" rel="noopener noreferrer" colorPalette="primary" color="colorPalette.fg">
                            View<Text srOnly> invoice of {formatBillingDate(invoice.date, locale)} (opens in a new tab)</Text>
                          </Link>
                        ) : null}
                      </Table.Cell>
                    </Table.Row>
                  );
                })}
              </Table.Body>
            </Table.Root>
          </Table.ScrollArea>
        )}
      </Card.Body>
    </Card.Root>
  );
}
