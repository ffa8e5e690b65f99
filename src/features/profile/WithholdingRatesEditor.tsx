import { Badge, Box, Button, Field, HStack, Input, InputGroup, Stack, Table, Text } from '@chakra-ui/react';
import { useState, type FormEvent } from 'react';
import type { CurrentUser_UserFragment } from '../../generated/graphql';
import { DEFAULT_WITHHOLDING_RATES, countryProblem, percentToRate, withholdingPercentProblem } from '../../../common/withholdingTax';
import { countryName } from '../../lib/countryName';
import { notifyFailure } from './notifyFailure';
import { useEditUserSetting } from './useEditUserSetting';

type Entry = CurrentUser_UserFragment['withholdingRates'][number];

/** A fraction as the percentage typed and shown: 0.26375 → "26.375". */
const asPercent = (rate: number) => String(Number((rate * 100).toFixed(4)));

const labelOf = (country: string) => {
  const name = countryName(country);
  return name ? `${name} (${country})` : country;
};

/**
 * The dividend withholding rate per country: each default, the user's own rates marked, changed
 * in place (saved on Enter or on leaving the field) or reset to the default. A rate is checked
 * with the common rule before it is sent; the server checks it again.
 */
export function WithholdingRatesEditor({ user }: { user: CurrentUser_UserFragment }) {
  const editUserSetting = useEditUserSetting();
  // What the user is typing per country, until it is saved; and each field's problem.
  const [drafts, setDrafts] = useState<Record<string, string>>({});
  const [problems, setProblems] = useState<Record<string, string>>({});
  const [busy, setBusy] = useState(false);

  const forget = (country: string) => {
    setDrafts(({ [country]: _draft, ...rest }) => rest);
    setProblems(({ [country]: _problem, ...rest }) => rest);
  };

  async function save(country: string, rate: number | null): Promise<boolean> {
    setBusy(true);
    try {
      await editUserSetting(user, { withholdingRates: [{ country, rate }] });
      forget(country);
      return true;
    } catch (error) {
      notifyFailure(`The rate of ${labelOf(country)} was not saved`, error);
      return false;
    } finally {
      setBusy(false);
    }
  }

  function commit(entry: Entry) {
    const draft = drafts[entry.country];
    if (draft === undefined || busy) return;
    const problem = withholdingPercentProblem(draft);
    if (problem) {
      setProblems((current) => ({ ...current, [entry.country]: `The rate ${problem}` }));
      return;
    }
    const rate = percentToRate(draft);
    if (rate === entry.rate) forget(entry.country);
    else void save(entry.country, rate);
  }

  return (
    <Stack gap="3">
      <Stack gap="1">
        <Text as="h3" fontWeight="semibold">
          Dividend withholding tax
        </Text>
        <Text fontSize="sm" color="fg.muted">
          The share of a dividend the payer&apos;s country keeps before it reaches you, used for the tax of the dividends proposed to you. The defaults are what a
          broker usually withholds from a foreign investor who filed the usual forms; set your own where yours differs (0 % for your own country, say).
        </Text>
      </Stack>
      <Table.ScrollArea borderWidth="1px" borderRadius="md" maxH="96">
        <Table.Root size="sm" stickyHeader aria-label="Withholding tax by country">
          <Table.Header>
            <Table.Row bg="bg.subtle">
              <Table.ColumnHeader>Country</Table.ColumnHeader>
              <Table.ColumnHeader w="28">Rate</Table.ColumnHeader>
            </Table.Row>
          </Table.Header>
          <Table.Body css={{ '& tr:last-of-type td': { borderBottomWidth: '0' } }}>
            {user.withholdingRates.map((entry) => {
              const label = labelOf(entry.country);
              const problem = problems[entry.country];
              const fallback = DEFAULT_WITHHOLDING_RATES[entry.country] ?? 0;
              return (
                <Table.Row key={entry.country} bg="transparent">
                  {/* Where the rate comes from sits under the name: two columns fit a phone. */}
                  <Table.Cell>
                    <Stack gap="1" align="flex-start">
                      <Text>{label}</Text>
                      <RateSource label={label} isDefault={entry.isDefault} fallback={fallback} disabled={busy} onReset={() => void save(entry.country, null)} />
                    </Stack>
                  </Table.Cell>
                  <Table.Cell>
                    <Field.Root invalid={Boolean(problem)} disabled={busy}>
                      <InputGroup endElement="%" endElementProps={{ color: 'fg.muted', pe: '2' }}>
                        <Input
                          size="xs"
                          inputMode="decimal"
                          aria-label={`Withholding rate of ${label}, in %`}
                          value={drafts[entry.country] ?? asPercent(entry.rate)}
                          onChange={(event) => {
                            const value = event.currentTarget.value;
                            setDrafts((current) => ({ ...current, [entry.country]: value }));
                          }}
                          onBlur={() => commit(entry)}
                          onKeyDown={(event) => {
                            if (event.key === 'Enter') commit(entry);
                            if (event.key === 'Escape') forget(entry.country);
                          }}
                          fontVariantNumeric="tabular-nums"
                          textAlign="end"
                          pe="6"
                          minW="20"
                        />
                      </InputGroup>
                      {problem && <Field.ErrorText>{problem}</Field.ErrorText>}
                    </Field.Root>
                  </Table.Cell>
                </Table.Row>
              );
            })}
          </Table.Body>
        </Table.Root>
      </Table.ScrollArea>
      <AddCountryForm known={user.withholdingRates} disabled={busy} onAdd={save} />
    </Stack>
  );
}

/** "Default", or "Yours" with a button back to the default. */
function RateSource({ label, isDefault, fallback, disabled, onReset }: { label: string; isDefault: boolean; fallback: number; disabled: boolean; onReset: () => void }) {
  if (isDefault) {
    return (
      <Badge variant="subtle" colorPalette="gray" size="sm">
        Default
      </Badge>
    );
  }
  return (
    <HStack gap="1" wrap="wrap">
      <Badge variant="subtle" colorPalette="blue" size="sm">
        Yours
      </Badge>
      <Button size="2xs" variant="ghost" disabled={disabled} aria-label={`Reset ${label} to ${asPercent(fallback)} %`} title={`Back to the default, ${asPercent(fallback)} %`} onClick={onReset}>
        Reset
      </Button>
    </HStack>
  );
}

/** A country that has no default, with the user's rate for it. */
function AddCountryForm({ known, disabled, onAdd }: { known: readonly Entry[]; disabled: boolean; onAdd: (country: string, rate: number) => Promise<boolean> }) {
  const [country, setCountry] = useState('');
  const [percent, setPercent] = useState('');
  const [problems, setProblems] = useState<{ country?: string; rate?: string }>({});

  async function submit(event: FormEvent) {
    event.preventDefault();
    const code = country.trim().toUpperCase();
    const codeProblem = countryProblem(code);
    const found = !codeProblem && known.some((entry) => entry.country === code) ? 'is listed already: change its rate above.' : null;
    const rateProblem = withholdingPercentProblem(percent);
    const next = {
      country: codeProblem || found ? `The country ${codeProblem ?? found}` : undefined,
      rate: rateProblem ? `The rate ${rateProblem}` : undefined,
    };
    setProblems(next);
    if (next.country || next.rate) return;
    if (await onAdd(code, percentToRate(percent))) {
      setCountry('');
      setPercent('');
    }
  }

  return (
    <Box as="form" onSubmit={(event: FormEvent) => void submit(event)} aria-label="Add a country">
      <HStack gap="2" align="flex-start" wrap="wrap">
        <Field.Root invalid={Boolean(problems.country)} w="auto" flex="1 1 10rem" maxW="xs">
          <Field.Label fontSize="sm">Another country</Field.Label>
          <Input size="sm" value={country} maxLength={2} placeholder="e.g. ZA" autoCapitalize="characters" onChange={(event) => setCountry(event.currentTarget.value)} />
          {problems.country && <Field.ErrorText>{problems.country}</Field.ErrorText>}
        </Field.Root>
        <Field.Root invalid={Boolean(problems.rate)} w="auto" flex="0 1 7rem">
          <Field.Label fontSize="sm">Rate (%)</Field.Label>
          <Input size="sm" inputMode="decimal" value={percent} placeholder="20" onChange={(event) => setPercent(event.currentTarget.value)} />
          {problems.rate && <Field.ErrorText>{problems.rate}</Field.ErrorText>}
        </Field.Root>
        <Button type="submit" size="sm" variant="outline" disabled={disabled} mt="6">
          Add
        </Button>
      </HStack>
    </Box>
  );
}
