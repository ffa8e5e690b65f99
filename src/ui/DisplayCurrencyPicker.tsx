import { Combobox, HStack, Portal, Text, useComboboxContext, useFilter, useListCollection } from '@chakra-ui/react';
import { useEffect, useRef } from 'react';
import { currencySymbol } from '../../common/currency';
import { DISPLAY_CURRENCIES, FIRST_DISPLAY_CURRENCIES, displayCurrencyName, isDisplayCurrency, type DisplayCurrency } from '../../common/displayCurrencies';

interface CurrencyItem {
  value: DisplayCurrency;
  label: string;
  name: string;
  symbol: string;
  group: string;
}

const FIRST_GROUP = 'Common';
const OTHER_GROUP = 'More currencies';

const ITEMS: readonly CurrencyItem[] = DISPLAY_CURRENCIES.map((code) => ({
  value: code,
  label: `${displayCurrencyName(code)} (${code})`,
  name: displayCurrencyName(code),
  // Only where it says more than the code: "CHF (CHF)" would be noise.
  symbol: currencySymbol(code) === code ? '' : currencySymbol(code),
  group: (FIRST_DISPLAY_CURRENCIES as readonly string[]).includes(code) ? FIRST_GROUP : OTHER_GROUP,
}));

const labelOf = (code: DisplayCurrency) => ITEMS.find((item) => item.value === code)?.label ?? code;

interface DisplayCurrencyPickerProps {
  label: string;
  value: DisplayCurrency;
  onChange: (currency: DisplayCurrency) => void;
  disabled?: boolean;
}

/**
 * A display currency, picked from a list that can be searched by code, name or symbol ("chf",
 * "swiss", "kr"): the common four first, then the others by name. Typing only filters; Enter or a
 * click picks, and a list closed without a pick leaves the chosen currency shown.
 */
export function DisplayCurrencyPicker({ label, value, onChange, disabled = false }: DisplayCurrencyPickerProps) {
  const { contains } = useFilter({ sensitivity: 'base' });
  const { collection, filter } = useListCollection<CurrencyItem>({
    initialItems: ITEMS,
    groupBy: (item) => item.group,
    groupSort: [FIRST_GROUP, OTHER_GROUP],
    filter: (_text, query, item) => contains(`${item.value} ${item.name} ${item.symbol}`, query),
  });
  return (
    <Combobox.Root
      collection={collection}
      value={[value]}
      defaultInputValue={labelOf(value)}
      disabled={disabled}
      openOnClick
      // Typing picks nothing by itself: Enter or a click does, on a highlighted item.
      inputBehavior="autohighlight"
      onOpenChange={(details) => {
        if (details.open) filter('');
      }}
      onInputValueChange={(details) => {
        // The machine also writes the chosen item's label here; only typing is a search.
        if (details.reason === 'input-change') filter(details.inputValue);
      }}
      onValueChange={(details) => {
        const [picked] = details.value;
        if (isDisplayCurrency(picked) && picked !== value) onChange(picked);
      }}
    >
      <ChosenInInput label={labelOf(value)} />
      <Combobox.Label>{label}</Combobox.Label>
      <Combobox.Control>
        <Combobox.Input placeholder={labelOf(value)} />
        <Combobox.IndicatorGroup>
          <Combobox.Trigger />
        </Combobox.IndicatorGroup>
      </Combobox.Control>
      <Portal>
        <Combobox.Positioner>
          <Combobox.Content>
            <Combobox.Empty>No display currency matches.</Combobox.Empty>
            {collection.group().map(([group, items]) => (
              <Combobox.ItemGroup key={group}>
                <Combobox.ItemGroupLabel color="fg.muted" fontSize="xs" fontWeight="semibold">
                  {group}
                </Combobox.ItemGroupLabel>
                {items.map((item) => (
                  <Combobox.Item item={item} key={item.value}>
                    <HStack gap="3" flex="1" minW="0">
                      <Text as="span" fontWeight="semibold" fontVariantNumeric="tabular-nums" w="9" flexShrink="0">
                        {item.value}
                      </Text>
                      <Combobox.ItemText truncate>{item.name}</Combobox.ItemText>
                      {item.symbol && (
                        <Text as="span" color="fg.muted" ms="auto" flexShrink="0">
                          {item.symbol}
                        </Text>
                      )}
                    </HStack>
                    <Combobox.ItemIndicator />
                  </Combobox.Item>
                ))}
              </Combobox.ItemGroup>
            ))}
          </Combobox.Content>
        </Combobox.Positioner>
      </Portal>
    </Combobox.Root>
  );
}

/**
 * The chosen currency's name in the input while the list is closed, whatever was typed (the
 * machine's own revert names the value from the filtered list, which may no longer hold it);
 * opening empties the input, the name staying as its placeholder, so typing starts a search.
 */
function ChosenInInput({ label }: { label: string }) {
  const combobox = useComboboxContext();
  const { open, inputValue } = combobox;
  const wasOpen = useRef(false);
  useEffect(() => {
    const opening = open && !wasOpen.current;
    wasOpen.current = open;
    if (opening && inputValue === label) combobox.setInputValue('');
    else if (!open && inputValue !== label) combobox.setInputValue(label);
  }, [combobox, open, inputValue, label]);
  return null;
}
