import { Circle, Image } from '@chakra-ui/react';
import { useState } from 'react';

// Chakra palettes whose subtle/fg tokens read well in light and dark themes alike.
const FALLBACK_PALETTES = ['blue', 'teal', 'purple', 'orange', 'pink', 'cyan', 'green', 'red'] as const;

/** Up to two letters or digits of the ticker ("BRK.B" -> "BR"), for the logo stand-in. */
export function tickerInitials(ticker: string): string {
  const characters = ticker.replace(/[^\p{L}\p{N}]/gu, '');
  return (characters || ticker).slice(0, 2).toUpperCase() || '?';
}

/** The same ticker always gets the same colour, so a stand-in is recognisable across lists. */
export function fallbackPalette(ticker: string): (typeof FALLBACK_PALETTES)[number] {
  let hash = 0;
  for (const character of ticker.toUpperCase()) hash = (hash * 31 + (character.codePointAt(0) ?? 0)) % 1_000_003;
  return FALLBACK_PALETTES[hash % FALLBACK_PALETTES.length] ?? 'blue';
}

interface StockLogoProps {
  ticker: string;
  name?: string | null;
  logoURL?: string | null;
  /** Chakra size token of the circle. */
  size?: string;
}

/**
 * A security's logo, or a coloured circle with its ticker's initials when there is no logo or
 * it fails to load. Both carry the same accessible name.
 */
export function StockLogo({ ticker, name, logoURL, size = '8' }: StockLogoProps) {
  // The address that failed, rather than a flag: a new logoURL gets its own chance to load.
  const [failedURL, setFailedURL] = useState<string | null>(null);
  const label = `${name || ticker} logo`;

  if (logoURL && logoURL !== failedURL) {
    return (
      <Image
        src={logoURL}
        alt={label}
        boxSize={size}
        flexShrink="0"
        borderRadius="full"
        objectFit="contain"
        // Logos are drawn for light backgrounds; a white disc keeps them legible in dark themes.
        bg="white"
        borderWidth="1px"
        borderColor="border.muted"
        loading="lazy"
        referrerPolicy="no-referrer"
        onError={() => setFailedURL(logoURL)}
      />
    );
  }

  const palette = fallbackPalette(ticker);
  return (
    <Circle
      role="img"
      aria-label={label}
      size={size}
      flexShrink="0"
      bg={`${palette}.subtle`}
      color={`${palette}.fg`}
      fontSize="2xs"
      fontWeight="bold"
      letterSpacing="tight"
      userSelect="none"
    >
      {tickerInitials(ticker)}
    </Circle>
  );
}
